<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>cli.audit_command</name>
    <message>
        <source>statistically audit one of the app's mechanisms</source>
        <translation>auditer statistiquement l'un des mécanismes de l'application</translation>
    </message>
    <message>
        <source>Run the mechanism many times on neighbouring inputs and bound its ε from below.</source>
        <translation>Exécute le mécanisme un grand nombre de fois sur des entrées voisines et en déduit une borne inférieure de son ε.</translation>
    </message>
    <message>
        <source>one of: %(choices)s</source>
        <translation>l'un de : %(choices)s</translation>
    </message>
    <message>
        <source>the claimed ε (default: the case's own)</source>
        <translation>l'ε annoncé (par défaut : celui du cas)</translation>
    </message>
    <message>
        <source>fresh runs per input (default {samples})</source>
        <translation>nouvelles exécutions par entrée (par défaut {samples})</translation>
    </message>
    <message>
        <source>FAIL: the claim is false (with the confidence above)</source>
        <translation>ÉCHEC : la garantie annoncée est fausse (avec le niveau de confiance ci-dessus)</translation>
    </message>
    <message>
        <source>pass: no evidence against the claim</source>
        <translation>réussi : aucun élément contre la garantie annoncée</translation>
    </message>
    <message>
        <source>{mechanism}: claimed ε = {epsilon}</source>
        <translation>{mechanism} : ε annoncé = {epsilon}</translation>
    </message>
    <message>
        <source>ε lower bound = {bound} at confidence {confidence}</source>
        <translation>borne inférieure de ε = {bound} au niveau de confiance {confidence}</translation>
    </message>
    <message>
        <source>event: {event} ({direction}); P1 = {p1}, P2 = {p2} over {runs} runs each</source>
        <translation>événement : {event} ({direction}) ; P1 = {p1}, P2 = {p2} sur {runs} exécutions chacune</translation>
    </message>
</context>
<context>
    <name>cli.demo_command</name>
    <message>
        <source>Smokers (count)</source>
        <translation>Fumeurs (effectif)</translation>
    </message>
    <message>
        <source>Respondents by region</source>
        <translation>Répondants par région</translation>
    </message>
    <message>
        <source>Mean age</source>
        <translation>Âge moyen</translation>
    </message>
    <message>
        <source>release a few statistics from the bundled example</source>
        <translation>publier quelques statistiques à partir de l'exemple fourni</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>afficher un JSON stable</translation>
    </message>
    <message>
        <source>dpgui demo — {title}</source>
        <translation>démo dpgui — {title}</translation>
    </message>
    <message>
        <source>Categories and bounds are declared public metadata; noise is exact and CSPRNG-backed.</source>
        <translation>Les catégories et les bornes sont des métadonnées publiques déclarées ; le bruit est exact et repose sur un CSPRNG.</translation>
    </message>
    <message>
        <source>{title}  [ε = {epsilon}, {confidence} intervals]</source>
        <translation>{title}  [ε = {epsilon}, intervalles à {confidence}]</translation>
    </message>
    <message>
        <source>{estimate}  ({low} to {high})</source>
        <translation>{estimate}  ({low} à {high})</translation>
    </message>
    <message>
        <source>how: {method}</source>
        <translation>méthode : {method}</translation>
    </message>
    <message>
        <source>post-processing (free): {steps}</source>
        <translation>post-traitement (gratuit) : {steps}</translation>
    </message>
    <message>
        <source>Drug use, asked with forced response (ε = {epsilon} = {closed_form} per respondent, spent on their device):</source>
        <translation>Consommation de drogues, demandée avec réponse forcée (ε = {epsilon} = {closed_form} par répondant, dépensé sur son appareil) :</translation>
    </message>
    <message>
        <source>prevalence {estimate}  ({low} to {high}, 95% Wilson)</source>
        <translation>prévalence {estimate}  ({low} à {high}, Wilson à 95 %)</translation>
    </message>
    <message>
        <source>Budget: ε {spent} of {total} spent, {left} left.</source>
        <translation>Budget : ε {spent} dépensé sur {total}, {left} restant.</translation>
    </message>
</context>
<context>
    <name>cli.link_command</name>
    <message>
        <source>link a Parquet or CSV file or folder, or a Spark table, without importing it</source>
        <translation>lier un fichier ou un dossier Parquet ou CSV, ou une table Spark, sans l'importer</translation>
    </message>
    <message>
        <source>a Parquet or CSV file, a folder of them, or (with --engine spark) a table name</source>
        <translation>un fichier Parquet ou CSV, un dossier de tels fichiers, ou (avec --engine spark) un nom de table</translation>
    </message>
    <message>
        <source>dataset name (default: the file or table name)</source>
        <translation>nom du jeu de données (par défaut : le nom du fichier ou de la table)</translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md): required, since categories and bounds are never read off the data</source>
        <translation>schéma déclaré (JSON, voir docs/schema.md) : obligatoire, car les catégories et les bornes ne sont jamais lues dans les données</translation>
    </message>
    <message>
        <source>where the aggregates are computed</source>
        <translation>où les agrégats sont calculés</translation>
    </message>
    <message>
        <source>Spark's master URL (default: local[*])</source>
        <translation>URL du maître Spark (par défaut : local[*])</translation>
    </message>
    <message>
        <source>--spark-master goes with --engine spark</source>
        <translation>--spark-master s'utilise avec --engine spark</translation>
    </message>
    <message>
        <source>Linked {location} as {name} ({columns} columns, {format}, aggregated by {engine}); its rows stay where they are. It spends the budget of {population}.</source>
        <translation>{location} lié sous le nom {name} ({columns} colonnes, {format}, agrégé par {engine}) ; ses lignes restent où elles sont. Il dépense le budget de {population}.</translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>Meanwhile, the commands that only read it (budget, history, export, report) work.</source>
        <translation>En attendant, les commandes qui ne font que le lire (budget, history, export, report) fonctionnent.</translation>
    </message>
    <message>
        <source>Release statistics about sensitive data with differential privacy. Run without a command to open the desktop app.</source>
        <translation>Publier des statistiques sur des données sensibles avec la confidentialité différentielle. Lancez sans commande pour ouvrir l'application de bureau.</translation>
    </message>
    <message>
        <source>check this installation: open the app offscreen and make one release</source>
        <translation>vérifier cette installation : ouvrir l'application hors écran et faire une publication</translation>
    </message>
    <message>
        <source>on an error, also print the Python traceback (may be given anywhere on the line)</source>
        <translation>en cas d'erreur, afficher aussi la trace Python (option utilisable n'importe où sur la ligne)</translation>
    </message>
    <message>
        <source>the language of the words, one of {codes} (default: DPGUI_LANGUAGE, else the system's; --json is always in English; may be given anywhere on the line)</source>
        <translation>la langue des messages, parmi {codes} (par défaut : DPGUI_LANGUAGE, sinon celle du système ; --json est toujours en anglais ; option utilisable n'importe où sur la ligne)</translation>
    </message>
    <message>
        <source>No display found, so here is the headless demo on the bundled example.</source>
        <translation>Aucun écran trouvé : voici donc la démo sans interface sur l'exemple fourni.</translation>
    </message>
    <message>
        <source>dpgui: warning: other users of this computer can read {path}, which holds raw data; fix it with: dpgui project make-private {path}</source>
        <translation>dpgui : avertissement : d'autres utilisateurs de cet ordinateur peuvent lire {path}, qui contient des données brutes ; corrigez cela avec : dpgui project make-private {path}</translation>
    </message>
    <message>
        <source>--language takes one of {codes}, not {code}</source>
        <translation>--language prend une valeur parmi {codes}, pas {code}</translation>
    </message>
    <message>
        <source>{command}: interrupted</source>
        <translation>{command} : interrompu</translation>
    </message>
    <message>
        <source>unexpected {error}; run again with --debug for the details and report it</source>
        <translation>erreur inattendue ({error}) ; relancez avec --debug pour obtenir les détails, et signalez-la</translation>
    </message>
</context>
<context>
    <name>cli.opening</name>
    <message>
        <source>dpgui: note: {notice}</source>
        <translation>dpgui : remarque : {notice}</translation>
    </message>
</context>
<context>
    <name>cli.output</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>the result could not be printed ({reason})</source>
        <translation>le résultat n'a pas pu être affiché ({reason})</translation>
    </message>
    <message>
        <source>{problem}; the release was made all the same: the {cost} it cost stays spent, and it is stored as release {release}: `{command}` gives it again at no cost (running the command again would spend again)</source>
        <translation>{problem} ; la publication a tout de même été faite : son coût ({cost}) reste dépensé, et elle est enregistrée comme publication {release} : `{command}` la redonne sans frais (relancer la commande dépenserait à nouveau)</translation>
    </message>
    <message>
        <source>{problem}; the {count} releases made stay spent, and their results are stored as releases {releases}: `{command}` gives the first again (each other one with its number) at no cost (running the command again would spend again)</source>
        <translation>{problem} ; le coût des {count} publications faites reste dépensé, et leurs résultats sont enregistrés comme publications {releases} : `{command}` redonne la première sans frais (et chacune des autres avec son numéro) ; relancer la commande dépenserait à nouveau</translation>
    </message>
</context>
<context>
    <name>cli.project_commands</name>
    <message>
        <source>create a project file</source>
        <translation>créer un fichier de projet</translation>
    </message>
    <message>
        <source>create a new project file with a privacy budget for the people it describes</source>
        <translation>créer un nouveau fichier de projet avec un budget de confidentialité pour les personnes qu'il décrit</translation>
    </message>
    <message>
        <source>total ε for the people in the project</source>
        <translation>ε total pour les personnes du projet</translation>
    </message>
    <message>
        <source>total ρ (zCDP) for the people in the project</source>
        <translation>ρ total (zCDP) pour les personnes du projet</translation>
    </message>
    <message>
        <source>total δ for the people in the project (with --epsilon)</source>
        <translation>δ total pour les personnes du projet (avec --epsilon)</translation>
    </message>
    <message>
        <source>neighbouring datasets: add or remove one person (default), or replace one</source>
        <translation>jeux de données voisins : ajouter ou retirer une personne (par défaut), ou en remplacer une</translation>
    </message>
    <message>
        <source>make a project file readable by its owner only (it holds raw data)</source>
        <translation>rendre un fichier de projet lisible par son seul propriétaire (il contient des données brutes)</translation>
    </message>
    <message>
        <source>import a data file into a project</source>
        <translation>importer un fichier de données dans un projet</translation>
    </message>
    <message>
        <source>dataset name (default: the file name)</source>
        <translation>nom du jeu de données (par défaut : le nom du fichier)</translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md)</source>
        <translation>schéma déclaré (JSON, voir docs/schema.md)</translation>
    </message>
    <message>
        <source>propose a schema from the data (marked: derived from the private data, review it)</source>
        <translation>proposer un schéma à partir des données (marqué : dérivé des données privées, à vérifier)</translation>
    </message>
    <message>
        <source>ODK/KoboToolbox export: strip group prefixes</source>
        <translation>export ODK/KoboToolbox : retirer les préfixes de groupe</translation>
    </message>
    <message>
        <source>split a select_multiple column into 0/1 columns (repeatable)</source>
        <translation>éclater une colonne select_multiple en colonnes 0/1 (répétable)</translation>
    </message>
    <message>
        <source>Excel sheet name (default: the first)</source>
        <translation>nom de la feuille Excel (par défaut : la première)</translation>
    </message>
    <message>
        <source>show or declare a dataset's public schema</source>
        <translation>afficher ou déclarer le schéma public d'un jeu de données</translation>
    </message>
    <message>
        <source>declare the schema from this file</source>
        <translation>déclarer le schéma à partir de ce fichier</translation>
    </message>
    <message>
        <source>spend budget on a query, or on every query of a plan file</source>
        <translation>dépenser du budget pour une requête, ou pour chaque requête d'un fichier de plan</translation>
    </message>
    <message>
        <source>the dataset (a plan file names its own)</source>
        <translation>le jeu de données (un fichier de plan indique le sien)</translation>
    </message>
    <message>
        <source>JSON, e.g. {"type":"histogram","column":"race"}</source>
        <translation>JSON, p. ex. {"type":"histogram","column":"race"}</translation>
    </message>
    <message>
        <source>a plan file (docs/plans.md): release all its queries with their ε</source>
        <translation>un fichier de plan (docs/plans.md) : publier toutes ses requêtes avec leur ε</translation>
    </message>
    <message>
        <source>default 0.95, or the plan's</source>
        <translation>par défaut 0.95, ou la valeur du plan</translation>
    </message>
    <message>
        <source>save a dataset's planned queries to a plan file, or load one</source>
        <translation>enregistrer dans un fichier de plan les requêtes planifiées d'un jeu de données, ou en charger un</translation>
    </message>
    <message>
        <source>write the planned queries here</source>
        <translation>écrire ici les requêtes planifiées</translation>
    </message>
    <message>
        <source>replace the planned queries with this plan file's</source>
        <translation>remplacer les requêtes planifiées par celles de ce fichier de plan</translation>
    </message>
    <message>
        <source>release every k-way marginal at once and write synthetic rows</source>
        <translation>publier d'un coup toutes les marges à k variables et écrire des lignes synthétiques</translation>
    </message>
    <message>
        <source>declared categorical columns, comma-separated</source>
        <translation>colonnes catégorielles déclarées, séparées par des virgules</translation>
    </message>
    <message>
        <source>marginals of k columns (1, 2 or 3)</source>
        <translation>marges de k colonnes (1, 2 ou 3)</translation>
    </message>
    <message>
        <source>learn by private multiplicative weights in this many rounds instead of the default junction tree of measured tables</source>
        <translation>apprendre par poids multiplicatifs privés en ce nombre de tours, au lieu de l'arbre de jonction de tableaux mesurés utilisé par défaut</translation>
    </message>
    <message>
        <source>how many synthetic rows to write</source>
        <translation>nombre de lignes synthétiques à écrire</translation>
    </message>
    <message>
        <source>the CSV file to write (readable by you only)</source>
        <translation>le fichier CSV à écrire (lisible par vous seul)</translation>
    </message>
    <message>
        <source>write a PDF or HTML report of releases</source>
        <translation>écrire un rapport PDF ou HTML des publications</translation>
    </message>
    <message>
        <source>a release to include (repeatable; default all)</source>
        <translation>une publication à inclure (répétable ; par défaut : toutes)</translation>
    </message>
    <message>
        <source>report.pdf or report.html</source>
        <translation>report.pdf ou report.html</translation>
    </message>
    <message>
        <source>the releases shown in full detail: 3,17,42, last:20, all or none (default: all of them up to 20 releases, else none; every release is in the summary)</source>
        <translation>les publications présentées en détail : 3,17,42, last:20, all ou none (par défaut : toutes s'il y en a 20 au plus, sinon aucune ; chaque publication figure dans le résumé)</translation>
    </message>
    <message>
        <source>write the JSON manifest of a release</source>
        <translation>écrire le manifeste JSON d'une publication</translation>
    </message>
    <message>
        <source>check a release manifest against the project's ledger</source>
        <translation>vérifier le manifeste d'une publication par rapport au registre du projet</translation>
    </message>
    <message>
        <source>show the budget of each group of people (shared by their datasets), or change one</source>
        <translation>afficher le budget de chaque groupe de personnes (partagé par leurs jeux de données), ou en modifier un</translation>
    </message>
    <message>
        <source>declare that DATASET is about people no other dataset covers: it gets a budget of its own (--epsilon or --rho), still charged with what was spent on it</source>
        <translation>déclarer que DATASET porte sur des personnes qu'aucun autre jeu de données ne couvre : il reçoit son propre budget (--epsilon ou --rho), toujours débité de ce qui a déjà été dépensé pour lui</translation>
    </message>
    <message>
        <source>change the total budget of DATASET's people</source>
        <translation>modifier le budget total des personnes de DATASET</translation>
    </message>
    <message>
        <source>with --own-budget: what to call these people</source>
        <translation>avec --own-budget : comment appeler ces personnes</translation>
    </message>
    <message>
        <source>show the ledger: every charge and how it ended</source>
        <translation>afficher le registre : chaque débit et son issue</translation>
    </message>
    <message>
        <source>export a stored release (costs nothing)</source>
        <translation>exporter une publication enregistrée (ne coûte rien)</translation>
    </message>
    <message>
        <source>with a release of many tables at once: write N synthetic rows drawn from it (CSV, readable by you only) instead of its table</source>
        <translation>pour une publication de plusieurs tableaux à la fois : écrire N lignes synthétiques tirées de celle-ci (CSV, lisible par vous seul) au lieu de son tableau</translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is, so spreadsheets may run it as a formula (default: neutralised; only for files read by trusted programs)</source>
        <translation>écrire tel quel le texte commençant par = + - @, que les tableurs peuvent alors exécuter comme une formule (par défaut : neutralisé ; uniquement pour des fichiers lus par des programmes de confiance)</translation>
    </message>
    <message>
        <source>Created {project}: the people in it have a budget of {budget}, shared by every dataset about them; privacy unit {unit}.</source>
        <translation>{project} créé : les personnes qu'il contient ont un budget de {budget}, partagé par tous les jeux de données qui les concernent ; unité de confidentialité : {unit}.</translation>
    </message>
    <message>
        <source>--select-multiple takes QUESTION:OPT1,OPT2, not {spec}</source>
        <translation>--select-multiple attend QUESTION:OPT1,OPT2, pas {spec}</translation>
    </message>
    <message>
        <source>Imported {rows} rows × {columns} columns as {name} from {source}.</source>
        <translation>{rows} lignes × {columns} colonnes importées sous le nom {name} depuis {source}.</translation>
    </message>
    <message>
        <source>Next: declare its schema with `dpgui schema {project} {dataset} --set SCHEMA.json`.</source>
        <translation>Ensuite : déclarez son schéma avec `dpgui schema {project} {dataset} --set SCHEMA.json`.</translation>
    </message>
    <message>
        <source>The proposed schema is DERIVED FROM THE PRIVATE DATA: review it before any release.</source>
        <translation>Le schéma proposé est DÉRIVÉ DES DONNÉES PRIVÉES : vérifiez-le avant toute publication.</translation>
    </message>
    <message>
        <source>These columns hold numbers: {columns}. To release them, add them to the schema with bounds you take from the questionnaire or codebook (the data's own minimum and maximum are private and are not shown).</source>
        <translation>Ces colonnes contiennent des nombres : {columns}. Pour les publier, ajoutez-les au schéma avec des bornes tirées du questionnaire ou du dictionnaire des codes (le minimum et le maximum des données sont privés et ne sont pas affichés).</translation>
    </message>
    <message>
        <source>{dataset} has no declared schema yet. Columns: {columns}</source>
        <translation>{dataset} n'a pas encore de schéma déclaré. Colonnes : {columns}</translation>
    </message>
    <message>
        <source>Note: {text}.</source>
        <translation>Remarque : {text}.</translation>
    </message>
    <message>
        <source>Give --dataset, --query and --epsilon (or --rho), or a --plan file</source>
        <translation>Indiquez --dataset, --query et --epsilon (ou --rho), ou un fichier --plan</translation>
    </message>
    <message>
        <source>Release {release} ({query}, {confidence} intervals):</source>
        <translation>Publication {release} ({query}, intervalles à {confidence}) :</translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation>Méthode : {method}.</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Post-traitement (gratuit) : {steps}.</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidat</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation>Comptage de suivi</translation>
    </message>
    <message>
        <source>A plan file carries its own queries and ε; drop --query/--epsilon/--rho/--delta</source>
        <translation>Un fichier de plan contient ses propres requêtes et ε ; retirez --query/--epsilon/--rho/--delta</translation>
    </message>
    <message>
        <source>the plan stopped after {done} of {planned} releases</source>
        <translation>le plan s'est arrêté après {done} publications sur {planned}</translation>
    </message>
    <message>
        <source>{stopped}, and {problem}</source>
        <translation>{stopped}, et {problem}</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({problem})</source>
        <translation>{path} n'est pas un JSON valide ({problem})</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to read</source>
        <translation>{path} est trop profondément imbriqué pour être lu</translation>
    </message>
    <message>
        <source>Cannot write into {folder}; choose another --out (nothing was spent)</source>
        <translation>Impossible d'écrire dans {folder} ; choisissez un autre --out (rien n'a été dépensé)</translation>
    </message>
    <message>
        <source>{path}: {reason}; choose another --out (nothing was spent)</source>
        <translation>{path} : {reason} ; choisissez un autre --out (rien n'a été dépensé)</translation>
    </message>
    <message>
        <source>{problem}, so the synthetic rows were not written</source>
        <translation>{problem}, donc les lignes synthétiques n'ont pas été écrites</translation>
    </message>
    <message>
        <source>Released {tables} {k}-way marginals as release {release} and wrote {rows} synthetic rows to {path} (synthetic rows are free post-processing).</source>
        <translation>{tables} marges à {k} variables publiées (publication {release}) et {rows} lignes synthétiques écrites dans {path} (les lignes synthétiques sont un post-traitement gratuit).</translation>
    </message>
    <message>
        <source>Each learned table's cells, with their ranges, are in {path}.</source>
        <translation>Les cellules de chaque tableau appris, avec leurs intervalles, se trouvent dans {path}.</translation>
    </message>
    <message>
        <source>Wrote {count} planned queries of {dataset} to {path}.</source>
        <translation>{count} requêtes planifiées de {dataset} écrites dans {path}.</translation>
    </message>
    <message>
        <source>{dataset} now plans {count} queries (total ε = {epsilon}).</source>
        <translation>{dataset} prévoit maintenant {count} requêtes (ε total = {epsilon}).</translation>
    </message>
    <message>
        <source>To show some in detail: dpgui report … --detail 3,17,42 (or last:20, or all).</source>
        <translation>Pour en présenter certaines en détail : dpgui report … --detail 3,17,42 (ou last:20, ou all).</translation>
    </message>
    <message>
        <source>Wrote a report of {count} release(s), {detailed} in detail, to {path}.</source>
        <translation>Rapport de {count} publication(s), dont {detailed} en détail, écrit dans {path}.</translation>
    </message>
    <message>
        <source>There are no releases yet</source>
        <translation>Il n'y a pas encore de publication</translation>
    </message>
    <message>
        <source>Wrote the manifest of release {release} to {path}.</source>
        <translation>Manifeste de la publication {release} écrit dans {path}.</translation>
    </message>
    <message>
        <source>The manifest does NOT match the ledger: {problems}</source>
        <translation>Le manifeste NE correspond PAS au registre : {problems}</translation>
    </message>
    <message>
        <source>The manifest matches the project's ledger.</source>
        <translation>Le manifeste correspond au registre du projet.</translation>
    </message>
    <message>
        <source>Budget: {spending}</source>
        <translation>Budget : {spending}</translation>
    </message>
    <message>
        <source>ρ {spent} spent of {total}; {left} left.</source>
        <translation>ρ {spent} dépensé sur {total} ; {left} restant.</translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left (δ {delta_spent} of {delta_total}).</source>
        <translation>ε {spent} dépensé sur {total} ; {left} restant (δ {delta_spent} sur {delta_total}).</translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left.</source>
        <translation>ε {spent} dépensé sur {total} ; {left} restant.</translation>
    </message>
    <message>
        <source>no datasets yet</source>
        <translation>pas encore de jeu de données</translation>
    </message>
    <message>
        <source>--delta goes with --epsilon, not --rho</source>
        <translation>--delta s'utilise avec --epsilon, pas avec --rho</translation>
    </message>
    <message>
        <source>Give the total with --epsilon (and --delta) or --rho</source>
        <translation>Indiquez le total avec --epsilon (et --delta) ou avec --rho</translation>
    </message>
    <message>
        <source>{population} ({datasets}): {spending}</source>
        <translation>{population} ({datasets}) : {spending}</translation>
    </message>
    <message>
        <source>{population} ({datasets}):</source>
        <translation>{population} ({datasets}) :</translation>
    </message>
    <message>
        <source>carried {when}: {cost} — {reason}</source>
        <translation>report {when} : {cost} — {reason}</translation>
    </message>
    <message>
        <source>(not yet in the file)</source>
        <translation>(pas encore dans le fichier)</translation>
    </message>
    <message>
        <source>Total ({count}): {spending}</source>
        <translation>Total ({count}) : {spending}</translation>
    </message>
    <message>
        <source>Ledger verified; head hash {hash}…</source>
        <translation>Registre vérifié ; empreinte de tête {hash}…</translation>
    </message>
    <message>
        <source>(release {release})</source>
        <translation>(publication {release})</translation>
    </message>
    <message>
        <source>({state}, no release: still counted as spent)</source>
        <translation>({state}, aucune publication : toujours compté comme dépensé)</translation>
    </message>
    <message>
        <source>{count} charge</source>
        <translation>{count} débit</translation>
    </message>
    <message>
        <source>{count} charges</source>
        <translation>{count} débits</translation>
    </message>
    <message>
        <source>{charges} and {carried} carried</source>
        <translation>{charges} et {carried} reportés</translation>
    </message>
    <message>
        <source>Wrote release {release} to {path}.</source>
        <translation>Publication {release} écrite dans {path}.</translation>
    </message>
    <message>
        <source>Release {release} is not a release of many tables at once, so it has no synthetic rows</source>
        <translation>La publication {release} n'est pas une publication de plusieurs tableaux à la fois, elle n'a donc pas de lignes synthétiques</translation>
    </message>
    <message>
        <source>Synthetic rows are written as CSV: give --format csv and --synthetic-rows of at least 1</source>
        <translation>Les lignes synthétiques sont écrites en CSV : indiquez --format csv et --synthetic-rows d'au moins 1</translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows drawn from release {release} to {path} (free post-processing: nothing was spent).</source>
        <translation>{rows} lignes synthétiques tirées de la publication {release} écrites dans {path} (post-traitement gratuit : rien n'a été dépensé).</translation>
    </message>
    <message>
        <source>{project} (and its write-ahead log) can now be read by you only.</source>
        <translation>{project} (et son journal d'écriture anticipée) n'est maintenant lisible que par vous.</translation>
    </message>
</context>
<context>
    <name>cli.record_command</name>
    <message>
        <source>where the record of spending lives: this computer, or a team's server</source>
        <translation>où se trouve le relevé des dépenses : cet ordinateur, ou le serveur d'une équipe</translation>
    </message>
    <message>
        <source>Choose, show or set up the record of spending that every release is charged to first (docs/team.md).</source>
        <translation>Choisir, afficher ou mettre en place le relevé des dépenses sur lequel chaque publication est d'abord imputée (docs/team.md).</translation>
    </message>
    <message>
        <source>use a team's server (a postgresql:// URL without a password), or `local` for this computer's record</source>
        <translation>utiliser le serveur d'une équipe (une URL postgresql:// sans mot de passe), ou `local` pour le relevé de cet ordinateur</translation>
    </message>
    <message>
        <source>ask for the server's password and keep it in the system's keyring</source>
        <translation>demander le mot de passe du serveur et le garder dans le trousseau du système</translation>
    </message>
    <message>
        <source>say which record is in use</source>
        <translation>dire quel relevé est utilisé</translation>
    </message>
    <message>
        <source>administrators: create the record's schema, functions and roles on a server</source>
        <translation>administrateurs : créer le schéma, les fonctions et les rôles du relevé sur un serveur</translation>
    </message>
    <message>
        <source>add this computer's record to the team's server once (a second upload adds nothing)</source>
        <translation>ajouter une fois le relevé de cet ordinateur au serveur de l'équipe (un second envoi n'ajoute rien)</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>afficher un JSON stable</translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>Mot de passe : </translation>
    </message>
    <message>
        <source>The team's record of spending is ready. Give each curator a login in {member}, and anyone who only checks it a login in {auditor}.</source>
        <translation>Le relevé des dépenses de l'équipe est prêt. Donnez à chaque responsable un identifiant dans {member}, et à qui ne fait que le vérifier un identifiant dans {auditor}.</translation>
    </message>
    <message>
        <source>No team's record is chosen; choose one first with `dpgui record use URL`.</source>
        <translation>Aucun relevé d'équipe n'est choisi ; choisissez-en un d'abord avec `dpgui record use URL`.</translation>
    </message>
    <message>
        <source>This computer has no record of spending ({path}) to upload.</source>
        <translation>Cet ordinateur n'a pas de relevé des dépenses ({path}) à envoyer.</translation>
    </message>
    <message>
        <source>Uploaded this computer's record to {record}: {charges} charges, {links} links and {sketches} sketches were new there. This computer's record is kept as it was.</source>
        <translation>Relevé de cet ordinateur envoyé vers {record} : {charges} imputations, {links} liens et {sketches} esquisses y étaient nouveaux. Le relevé de cet ordinateur est gardé tel quel.</translation>
    </message>
</context>
<context>
    <name>cli.rr_command</name>
    <message>
        <source>randomized-response analysis</source>
        <translation>analyse par réponse randomisée</translation>
    </message>
    <message>
        <source>estimate a prevalence from yes counts</source>
        <translation>estimer une prévalence à partir des effectifs de oui</translation>
    </message>
    <message>
        <source>Debiased prevalence with a confidence interval. Probabilities may be written as fractions like 2/3.</source>
        <translation>Prévalence débiaisée avec un intervalle de confiance. Les probabilités peuvent s'écrire sous forme de fractions, comme 2/3.</translation>
    </message>
    <message>
        <source>warner: P(answer the question as asked); unrelated: P(sensitive question)</source>
        <translation>warner : P(répondre à la question telle qu'elle est posée) ; unrelated : P(question sensible)</translation>
    </message>
    <message>
        <source>unrelated: the known yes-rate of the unrelated question</source>
        <translation>unrelated : le taux de oui connu de la question sans rapport</translation>
    </message>
    <message>
        <source>forced: P(answer truthfully)</source>
        <translation>forced : P(répondre sincèrement)</translation>
    </message>
    <message>
        <source>forced: P(forced yes)</source>
        <translation>forced : P(oui forcé)</translation>
    </message>
    <message>
        <source>forced: P(forced no)</source>
        <translation>forced : P(non forcé)</translation>
    </message>
    <message>
        <source>epsilon: the design's ε</source>
        <translation>epsilon : l'ε du protocole</translation>
    </message>
    <message>
        <source>accept a design with ε = ∞ (it is then reported as not private)</source>
        <translation>accepter un protocole avec ε = ∞ (il est alors signalé comme non confidentiel)</translation>
    </message>
    <message>
        <source>number of reported yes answers</source>
        <translation>nombre de réponses oui déclarées</translation>
    </message>
    <message>
        <source>number of respondents</source>
        <translation>nombre de répondants</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>afficher un JSON stable</translation>
    </message>
    <message>
        <source>The {design} design needs {options}</source>
        <translation>Le protocole {design} nécessite {options}</translation>
    </message>
    <message>
        <source>∞ (NOT PRIVATE)</source>
        <translation>∞ (NON CONFIDENTIEL)</translation>
    </message>
    <message>
        <source>Design: {design}, ε = {epsilon}</source>
        <translation>Protocole : {design}, ε = {epsilon}</translation>
    </message>
    <message>
        <source>Prevalence: {estimate}  ({confidence} interval {low} to {high})</source>
        <translation>Prévalence : {estimate}  (intervalle à {confidence} : de {low} à {high})</translation>
    </message>
    <message>
        <source>Standard error: {se}</source>
        <translation>Erreur type : {se}</translation>
    </message>
    <message>
        <source>Note: the raw estimate {raw} lies outside 0..1 and was truncated.</source>
        <translation>Remarque : l'estimation brute {raw} sort de l'intervalle 0..1 et a été tronquée.</translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation>Méthode : {method}.</translation>
    </message>
</context>
<context>
    <name>cli.survey_commands</name>
    <message>
        <source>randomized-response surveys</source>
        <translation>enquêtes par réponse randomisée</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>afficher un JSON stable</translation>
    </message>
    <message>
        <source>store the survey defined in an XLSForm workbook</source>
        <translation>enregistrer l'enquête définie dans un classeur XLSForm</translation>
    </message>
    <message>
        <source>write the survey as an XLSForm workbook</source>
        <translation>écrire l'enquête sous forme de classeur XLSForm</translation>
    </message>
    <message>
        <source>the questions, their ε, the expected ± and the n for a wanted ±</source>
        <translation>les questions, leur ε, le ± attendu et le n nécessaire pour un ± souhaité</translation>
    </message>
    <message>
        <source>planned number of respondents</source>
        <translation>nombre prévu de répondants</translation>
    </message>
    <message>
        <source>wanted ± as a share (0.05 = 5 points)</source>
        <translation>± souhaité, en proportion (0.05 = 5 points)</translation>
    </message>
    <message>
        <source>copy the survey to a new, editable version</source>
        <translation>copier l'enquête dans une nouvelle version modifiable</translation>
    </message>
    <message>
        <source>a project file with only the survey, for another kiosk</source>
        <translation>un fichier de projet ne contenant que l'enquête, pour un autre kiosque</translation>
    </message>
    <message>
        <source>open the kiosk for this project's survey (needs a display)</source>
        <translation>ouvrir le kiosque pour l'enquête de ce projet (nécessite un écran)</translation>
    </message>
    <message>
        <source>the enumerator's PIN, needed to leave the kiosk</source>
        <translation>le code PIN de l'enquêteur, nécessaire pour quitter le kiosque</translation>
    </message>
    <message>
        <source>serve the survey to respondents' phones on the local network, until Ctrl+C (docs/phones.md)</source>
        <translation>servir l'enquête aux téléphones des répondants sur le réseau local, jusqu'à Ctrl+C (docs/phones.md)</translation>
    </message>
    <message>
        <source>the survey's id or title (default: the project's survey)</source>
        <translation>l'identifiant ou le titre de l'enquête (par défaut : l'enquête du projet)</translation>
    </message>
    <message>
        <source>the network the phones join, by its name or address (default: the only one; listed when there are several)</source>
        <translation>le réseau que rejoignent les téléphones, par son nom ou son adresse (par défaut : le seul ; listés s'il y en a plusieurs)</translation>
    </message>
    <message>
        <source>the port to listen on (default: any free one)</source>
        <translation>le port d'écoute (par défaut : un port libre)</translation>
    </message>
    <message>
        <source>add responses collected elsewhere (CSV or XLSX)</source>
        <translation>ajouter des réponses collectées ailleurs (CSV ou XLSX)</translation>
    </message>
    <message>
        <source>the column holding a question (default: found by name, group/name or label)</source>
        <translation>la colonne contenant une question (par défaut : trouvée par nom, groupe/nom ou libellé)</translation>
    </message>
    <message>
        <source>add the responses of other kiosks' project files</source>
        <translation>ajouter les réponses des fichiers de projet d'autres kiosques</translation>
    </message>
    <message>
        <source>debiased estimates with intervals</source>
        <translation>estimations débiaisées avec intervalles</translation>
    </message>
    <message>
        <source>responses and estimates with a codebook (.csv/.xlsx/.sav/.dta)</source>
        <translation>réponses et estimations avec un dictionnaire des codes (.csv/.xlsx/.sav/.dta)</translation>
    </message>
    <message>
        <source>a question asked directly, for subgroup estimates</source>
        <translation>une question posée directement, pour des estimations par sous-groupe</translation>
    </message>
    <message>
        <source>also export typed answers (text, numbers with decimals, dates, times, GPS points, ...): stored as given, they can identify people</source>
        <translation>exporter aussi les réponses saisies (texte, nombres décimaux, dates, heures, points GPS, ...) : enregistrées telles quelles, elles peuvent identifier des personnes</translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is (default: neutralised; only for files read by trusted programs)</source>
        <translation>écrire tel quel le texte commençant par = + - @ (par défaut : neutralisé ; uniquement pour des fichiers lus par des programmes de confiance)</translation>
    </message>
    <message>
        <source>{project} has no survey; import an XLSForm first</source>
        <translation>{project} n'a pas d'enquête ; importez d'abord un XLSForm</translation>
    </message>
    <message>
        <source>Stored {title} version {version} with {count} questions.</source>
        <translation>{title}, version {version}, enregistrée avec {count} questions.</translation>
    </message>
    <message>
        <source>Not asked on this device: {line}</source>
        <translation>Non posée sur cet appareil : {line}</translation>
    </message>
    <message>
        <source>Not used by the kiosk: {line}</source>
        <translation>Non utilisé par le kiosque : {line}</translation>
    </message>
    <message>
        <source>Wrote {path}.</source>
        <translation>{path} écrit.</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>Avertissement : {warning}</translation>
    </message>
    <message>
        <source>{title} — version {version} (locked, {count} responses)</source>
        <translation>{title} — version {version} (verrouillée, {count} réponses)</translation>
    </message>
    <message>
        <source>{title} — version {version} (draft, {count} responses)</source>
        <translation>{title} — version {version} (brouillon, {count} réponses)</translation>
    </message>
    <message>
        <source>{name}: ε = {epsilon}, ±{half_width} points at n = {planned}, n = {needed} for ±{wanted}</source>
        <translation>{name} : ε = {epsilon}, ±{half_width} points pour n = {planned}, n = {needed} pour ±{wanted}</translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ NON confidentiel</translation>
    </message>
    <message>
        <source>{name}: not asked on this device (answers only from imported responses), NOT protected</source>
        <translation>{name} : non posée sur cet appareil (réponses issues uniquement d'imports), NON protégée</translation>
    </message>
    <message>
        <source>{name}: asked directly, NOT protected</source>
        <translation>{name} : posée directement, NON protégée</translation>
    </message>
    <message>
        <source>Each respondent's total ε: {epsilon}</source>
        <translation>ε total de chaque répondant : {epsilon}</translation>
    </message>
    <message>
        <source>Made version {version}; it can be edited until it has responses.</source>
        <translation>Version {version} créée ; elle reste modifiable tant qu'elle n'a pas de réponses.</translation>
    </message>
    <message>
        <source>Wrote {path}: open it on the other device and start the kiosk there.</source>
        <translation>{path} écrit : ouvrez-le sur l'autre appareil et lancez-y le kiosque.</translation>
    </message>
    <message>
        <source>The kiosk needs a display; run it on the device's screen</source>
        <translation>Le kiosque nécessite un écran ; lancez-le sur l'écran de l'appareil</translation>
    </message>
    <message>
        <source>Kiosk closed; {count} responses saved in all.</source>
        <translation>Kiosque fermé ; {count} réponses enregistrées au total.</translation>
    </message>
    <message>
        <source>No network {name} on this computer; choose one of these with --interface:</source>
        <translation>Aucun réseau {name} sur cet ordinateur ; choisissez l'un de ceux-ci avec --interface :</translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable (to test on this computer alone: --interface 127.0.0.1)</source>
        <translation>Aucun réseau trouvé : activez le Wi-Fi ou un point d'accès, ou branchez un câble réseau (pour un essai sur cet ordinateur seul : --interface 127.0.0.1)</translation>
    </message>
    <message>
        <source>This computer is on several networks; choose the one the phones join with --interface:</source>
        <translation>Cet ordinateur est sur plusieurs réseaux ; choisissez celui que rejoignent les téléphones avec --interface :</translation>
    </message>
    <message>
        <source>{project} has no survey {wanted}; its survey is {title} (id {id})</source>
        <translation>{project} n'a pas d'enquête {wanted} ; son enquête est {title} (identifiant {id})</translation>
    </message>
    <message>
        <source>Serving {title} on {network} ({address}). Phones on that network open this address, or scan the code:</source>
        <translation>{title} est servie sur {network} ({address}). Les téléphones de ce réseau ouvrent cette adresse, ou scannent le code :</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Appuyez sur Ctrl+C pour arrêter.</translation>
    </message>
    <message>
        <source>Responses saved: {count}</source>
        <translation>Réponses enregistrées : {count}</translation>
    </message>
    <message>
        <source>Stopped. {stored} response saved, {refused} refused.</source>
        <translation>Arrêté. {stored} réponse enregistrée, {refused} refusée(s).</translation>
    </message>
    <message>
        <source>Stopped. {stored} responses saved, {refused} refused.</source>
        <translation>Arrêté. {stored} réponses enregistrées, {refused} refusée(s).</translation>
    </message>
    <message>
        <source>Imported {added} responses ({duplicates} already here, skipped).</source>
        <translation>{added} réponses importées ({duplicates} déjà présentes, ignorées).</translation>
    </message>
    <message>
        <source>{file}: {added} added, {duplicates} duplicates skipped</source>
        <translation>{file} : {added} ajoutées, {duplicates} doublons ignorés</translation>
    </message>
    <message>
        <source>{title} v{version}</source>
        <translation>{title} v{version}</translation>
    </message>
    <message>
        <source>(everyone)</source>
        <translation>(tout le monde)</translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} (raw {raw}, truncated) [{low}, {high}], SE {se}, n = {n}</source>
        <translation>{group} · {question} = {option} : {estimate} (brute {raw}, tronquée) [{low}, {high}], erreur type {se}, n = {n}</translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} [{low}, {high}], SE {se}, n = {n}</source>
        <translation>{group} · {question} = {option} : {estimate} [{low}, {high}], erreur type {se}, n = {n}</translation>
    </message>
    <message>
        <source>Wrote {files}.</source>
        <translation>Fichiers écrits : {files}.</translation>
    </message>
</context>
<context>
    <name>cli.verify_command</name>
    <message>
        <source>exact privacy of a finite mechanism</source>
        <translation>confidentialité exacte d'un mécanisme fini</translation>
    </message>
    <message>
        <source>Compute ε*, δ(ε) and δ-tv exactly for a matrix file or a builtin.</source>
        <translation>Calcule exactement ε*, δ(ε) et δ-tv pour un fichier de matrice ou un mécanisme intégré.</translation>
    </message>
    <message>
        <source>CSV: header = output labels, first column = input labels</source>
        <translation>CSV : en-tête = libellés des sorties, première colonne = libellés des entrées</translation>
    </message>
    <message>
        <source>above-threshold: query shifts c_i, comma-separated (0 = the seed's f(d) = d)</source>
        <translation>above-threshold : décalages c_i des requêtes, séparés par des virgules (0 = le f(d) = d de l'exemple de référence)</translation>
    </message>
    <message>
        <source>above-threshold: the public threshold in 0..5</source>
        <translation>above-threshold : le seuil public, dans 0..5</translation>
    </message>
    <message>
        <source>check whether the mechanism is (EPS, DELTA)-DP</source>
        <translation>vérifier si le mécanisme est (EPS, DELTA)-DP</translation>
    </message>
    <message>
        <source>adjacent, all, or a CSV file of input-label pairs</source>
        <translation>adjacent, all, ou un fichier CSV de paires de libellés d'entrée</translation>
    </message>
    <message>
        <source>compose this many independent runs</source>
        <translation>composer ce nombre d'exécutions indépendantes</translation>
    </message>
    <message>
        <source>with --runs: look at the output of run K alone</source>
        <translation>avec --runs : ne regarder que la sortie de l'exécution K</translation>
    </message>
    <message>
        <source>report δ at this ε (repeatable)</source>
        <translation>indiquer δ pour cet ε (répétable)</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>afficher un JSON stable</translation>
    </message>
    <message>
        <source>--builtin {builtin} needs {options}</source>
        <translation>--builtin {builtin} nécessite {options}</translation>
    </message>
    <message>
        <source>--neighbors must be adjacent, all, or a CSV file of pairs; {value} is none</source>
        <translation>--neighbors doit valoir adjacent, all ou un fichier CSV de paires ; {value} n'est rien de tout cela</translation>
    </message>
    <message>
        <source>{path}: every line must hold two input labels</source>
        <translation>{path} : chaque ligne doit contenir deux libellés d'entrée</translation>
    </message>
    <message>
        <source>No matrix file at {path}</source>
        <translation>Aucun fichier de matrice à {path}</translation>
    </message>
    <message>
        <source>--claim takes EPS,DELTA, for example 1,0.05</source>
        <translation>--claim attend EPS,DELTA, par exemple 1,0.05</translation>
    </message>
    <message>
        <source>∞ (not private: some output is impossible for a neighbour)</source>
        <translation>∞ (non confidentiel : une sortie est impossible pour un voisin)</translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs, {runs} independent runs</source>
        <translation>Mécanisme : {inputs} entrées × {outputs} sorties, {runs} exécutions indépendantes</translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs</source>
        <translation>Mécanisme : {inputs} entrées × {outputs} sorties</translation>
    </message>
    <message>
        <source>worst pair: {first} vs {second}, output {output}</source>
        <translation>pire paire : {first} contre {second}, sortie {output}</translation>
    </message>
    <message>
        <source>δ-tv (δ at ε = 0) = {delta}</source>
        <translation>δ-tv (δ pour ε = 0) = {delta}</translation>
    </message>
    <message>
        <source>δ at ε = {epsilon}: {delta}</source>
        <translation>δ pour ε = {epsilon} : {delta}</translation>
    </message>
    <message>
        <source>The seed's sufficient condition gave ({epsilon}, {delta}); the exact δ at ε = {epsilon} is {exact}</source>
        <translation>La condition suffisante de l'exemple de référence donnait ({epsilon}, {delta}) ; le δ exact pour ε = {epsilon} est {exact}</translation>
    </message>
    <message>
        <source>HOLDS</source>
        <translation>RESPECTÉE</translation>
    </message>
    <message>
        <source>FAILS: on {first} vs {second} the event {{{event}}} needs δ = {delta}</source>
        <translation>NON RESPECTÉE : pour {first} contre {second}, l'événement {{{event}}} nécessite δ = {delta}</translation>
    </message>
    <message>
        <source>Claim ({epsilon}, {delta})-DP: {verdict}</source>
        <translation>Garantie annoncée ({epsilon}, {delta})-DP : {verdict}</translation>
    </message>
    <message>
        <source>(entries involve e^ε, so this was computed in floating point)</source>
        <translation>(les coefficients font intervenir e^ε : ce calcul a donc été fait en virgule flottante)</translation>
    </message>
</context>
<context>
    <name>core.costs.accounting</name>
    <message>
        <source>{name} cannot be negative</source>
        <translation>{name} ne peut pas être négatif</translation>
    </message>
    <message>
        <source>Unknown cost kind {kind}</source>
        <translation>Type de coût inconnu : {kind}</translation>
    </message>
    <message>
        <source>Delta must be below 1</source>
        <translation>Delta doit être inférieur à 1</translation>
    </message>
    <message>
        <source>ρ = {rho} (zCDP)</source>
        <translation>ρ = {rho} (zCDP)</translation>
    </message>
    <message>
        <source>ε = {epsilon}, δ = {delta}</source>
        <translation>ε = {epsilon}, δ = {delta}</translation>
    </message>
    <message>
        <source>ε = {epsilon}</source>
        <translation>ε = {epsilon}</translation>
    </message>
    <message>
        <source>δ must be in [0, 1), got {delta}</source>
        <translation>δ doit être dans [0, 1) ; valeur reçue : {delta}</translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation>{name} doit être supérieur à 0 ; valeur reçue : {value}</translation>
    </message>
    <message>
        <source>The conversion needs 0 &lt; δ &lt; 1</source>
        <translation>La conversion nécessite 0 &lt; δ &lt; 1</translation>
    </message>
    <message>
        <source>An {cost} cost cannot be charged to an {budget} budget; choose the release's privacy setting in the budget's own terms</source>
        <translation>Un coût {cost} ne peut pas être débité d'un budget {budget} ; choisissez le paramètre de confidentialité de la publication dans les mêmes termes que le budget</translation>
    </message>
    <message>
        <source>This release costs {cost}, but only {remaining} of the budget ({budget}) is left; nothing was spent</source>
        <translation>Cette publication coûte {cost}, mais il ne reste que {remaining} du budget ({budget}) ; rien n'a été dépensé</translation>
    </message>
    <message>
        <source>δ must be in (0, 1) for a Gaussian mechanism</source>
        <translation>δ doit être dans (0, 1) pour un mécanisme gaussien</translation>
    </message>
</context>
<context>
    <name>core.costs.limits</name>
    <message>
        <source>about 1 followed by {zeros} zeros</source>
        <translation>environ 1 suivi de {zeros} zéros</translation>
    </message>
    <message>
        <source>about {number}</source>
        <translation>environ {number}</translation>
    </message>
    <message>
        <source>ε = {epsilon} is too large to compute with (and protects no one); use ε ≤ {largest}</source>
        <translation>ε = {epsilon} est trop grand pour les calculs (et ne protège personne) ; utilisez ε ≤ {largest}</translation>
    </message>
    <message>
        <source>ρ = {rho} is too large to compute with (and protects no one); use ρ ≤ {largest}</source>
        <translation>ρ = {rho} est trop grand pour les calculs (et ne protège personne) ; utilisez ρ ≤ {largest}</translation>
    </message>
    <message>
        <source>{parameter} = {value} is too small for this query: the noise would be larger than about a million billion (2^50) units of its answer; use {parameter} ≥ {smallest}</source>
        <translation>{parameter} = {value} est trop petit pour cette requête : le bruit dépasserait environ un million de milliards (2^50) d'unités de sa réponse ; utilisez {parameter} ≥ {smallest}</translation>
    </message>
</context>
<context>
    <name>core.intervals</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1, got {confidence}</source>
        <translation>Le niveau de confiance doit être strictement compris entre 0 et 1 ; valeur reçue : {confidence}</translation>
    </message>
    <message>
        <source>At least 2 responses are needed for an interval</source>
        <translation>Il faut au moins 2 réponses pour calculer un intervalle</translation>
    </message>
    <message>
        <source>The number of yes answers must be between 0 and n = {n}</source>
        <translation>Le nombre de réponses oui doit être compris entre 0 et n = {n}</translation>
    </message>
    <message>
        <source>Unknown interval {method}; choose one of {methods}</source>
        <translation>Intervalle inconnu : {method} ; choisissez parmi {methods}</translation>
    </message>
    <message>
        <source>Wilson score interval for the yes-rate, mapped through the design</source>
        <translation>Intervalle de score de Wilson pour le taux de oui, transposé par le protocole</translation>
    </message>
    <message>
        <source>Wald interval: estimate ± z·SE (poor near 0 and 1)</source>
        <translation>Intervalle de Wald : estimation ± z × erreur type (peu fiable près de 0 et 1)</translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval for the yes-rate, mapped through the design</source>
        <translation>Intervalle exact de Clopper–Pearson pour le taux de oui, transposé par le protocole</translation>
    </message>
    <message>
        <source>Hoeffding bound ± sqrt(ln(2/β)/(2n)) on the yes-rate, divided by |c| (valid for every n)</source>
        <translation>Borne de Hoeffding ± sqrt(ln(2/β)/(2n)) sur le taux de oui, divisée par |c| (valable pour tout n)</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.above_threshold</name>
    <message>
        <source>c, the number of answers above the line, must be a whole number from 1 to {most}</source>
        <translation>c, le nombre de réponses au-dessus du seuil, doit être un nombre entier de 1 à {most}</translation>
    </message>
    <message>
        <source>The follow-up share must be at least 0 and less than 1</source>
        <translation>La part du suivi doit être d'au moins 0 et inférieure à 1</translation>
    </message>
    <message>
        <source>The level must be between 0.5 and 1</source>
        <translation>Le niveau doit être compris entre 0,5 et 1</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>déclaré</translation>
    </message>
    <message>
        <source>given</source>
        <translation>donné</translation>
    </message>
    <message>
        <source>Above-threshold (sparse vector, Lyu, Su &amp; Li 2017): {candidates} candidates, taken one by one in the {order} order, each compared with the line {threshold}; the run stops after {c} reported above.</source>
        <translation>Au-dessus du seuil (vecteur creux, Lyu, Su &amp; Li 2017) : {candidates} candidats, pris un par un dans l'ordre {order}, chacun comparé au seuil {threshold} ; l'examen s'arrête après {c} déclarés au-dessus.</translation>
    </message>
    <message>
        <source>monotone counts</source>
        <translation>comptages monotones</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>comptages</translation>
    </message>
    <message>
        <source>ε = {svt} for the comparisons, split in halves: discrete Laplace noise of scale {t_scale} on the line, once, and of scale {q_scale} on each count ({shape}; sensitivity {sensitivity}, the most rows one person has).</source>
        <translation>ε = {svt} pour les comparaisons, partagé en deux moitiés : un bruit de Laplace discret d'échelle {t_scale} sur le seuil, une fois, et d'échelle {q_scale} sur chaque comptage ({shape} ; sensibilité {sensitivity}, le plus de lignes qu'une personne a).</translation>
    </message>
    <message>
        <source>ε = {values} for a fresh count of each candidate reported above: discrete Laplace noise of scale {scale}, each interval the count ± {width} ({confidence}%).</source>
        <translation>ε = {values} pour un nouveau comptage de chaque candidat déclaré au-dessus : bruit de Laplace discret d'échelle {scale}, chaque intervalle le comptage ± {width} ({confidence} %).</translation>
    </message>
    <message>
        <source>{examined} of {candidates} were examined: it stopped there, with {c} reported above.</source>
        <translation>{examined} sur {candidates} ont été examinés : l'examen s'est arrêté là, avec {c} déclarés au-dessus.</translation>
    </message>
    <message>
        <source>All {candidates} were examined.</source>
        <translation>Les {candidates} ont tous été examinés.</translation>
    </message>
    <message>
        <source>A candidate whose true count is {below} or less (the line minus {w}) is reported above with probability at most {p_low}%; one with {above} or more, if it is examined first, with probability at least {p_high}% (each candidate on its own: the line's noise is shared)</source>
        <translation>Un candidat dont le vrai comptage est {below} ou moins (le seuil moins {w}) est déclaré au-dessus avec une probabilité d'au plus {p_low} % ; un candidat à {above} ou plus, s'il est examiné en premier, avec une probabilité d'au moins {p_high} % (chaque candidat pris seul : le bruit du seuil est partagé)</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.bounded</name>
    <message>
        <source>values clamped to [{lower}, {upper}] and added exactly; the total was rounded once to a step of {step}; {noise}, times that step, widened by the rounding (at most {rounding})</source>
        <translation>valeurs ramenées dans [{lower}, {upper}] et additionnées exactement ; le total a été arrondi une fois à un pas de {step} ; {noise}, multiplié par ce pas, élargi pour tenir compte de l'arrondi (au plus {rounding})</translation>
    </message>
    <message>
        <source>The upper bound ({upper}) must be above the lower bound ({lower})</source>
        <translation>La borne supérieure ({upper}) doit être au-dessus de la borne inférieure ({lower})</translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation>Unité de confidentialité inconnue : {unit}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>Le nombre maximal de lignes par personne doit être d'au moins 1</translation>
    </message>
    <message>
        <source>The public number of rows must be at least 1</source>
        <translation>Le nombre public de lignes doit être d'au moins 1</translation>
    </message>
    <message>
        <source>noisy sum / the public n = {n}</source>
        <translation>somme bruitée / n public = {n}</translation>
    </message>
    <message>
        <source>noisy sum / noisy count, each with half the budget and its own {inner}% interval (so both hold together at {confidence}%)</source>
        <translation>somme bruitée / effectif bruité, chacun avec la moitié du budget et son propre intervalle à {inner} % (les deux tiennent donc ensemble à {confidence} %)</translation>
    </message>
    <message>
        <source>{how}; values clamped to [{lower}, {upper}], added exactly and the total rounded once to a step of {step}; the interval takes the extreme ratios of the sum's (widened by that rounding) and the count's intervals, clipped to the bounds</source>
        <translation>{how} ; valeurs ramenées dans [{lower}, {upper}], additionnées exactement, et total arrondi une fois à un pas de {step} ; l'intervalle prend les rapports extrêmes entre l'intervalle de la somme (élargi par cet arrondi) et celui de l'effectif, ramenés dans les bornes</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.counts</name>
    <message>
        <source>negative counts clamped to 0</source>
        <translation>effectifs négatifs ramenés à 0</translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation>Unité de confidentialité inconnue : {unit}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>Le nombre maximal de lignes par personne doit être d'au moins 1</translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}/{cells} (union bound, so all {cells} intervals hold together), from the noise's exact distribution</source>
        <translation>un bruit {noise} a été ajouté ; chaque intervalle est l'estimation ± {width}, le plus petit entier w tel que P(|bruit| &gt; w) ≤ {beta}/{cells} (borne de l'union : les {cells} intervalles tiennent donc tous ensemble), d'après la loi exacte du bruit</translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}, from the noise's exact distribution</source>
        <translation>un bruit {noise} a été ajouté ; chaque intervalle est l'estimation ± {width}, le plus petit entier w tel que P(|bruit| &gt; w) ≤ {beta}, d'après la loi exacte du bruit</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw</name>
    <message>
        <source>K must be between 1 and the number of columns ({columns})</source>
        <translation>k doit être compris entre 1 et le nombre de colonnes ({columns})</translation>
    </message>
    <message>
        <source>A joint table over these columns would have {cells} cells, more than the {limit} dpgui can hold; choose fewer columns or coarser categories</source>
        <translation>Un tableau croisant ces colonnes aurait {cells} cellules, plus que les {limit} que dpgui peut contenir ; choisissez moins de colonnes ou des catégories plus larges</translation>
    </message>
    <message>
        <source>The full domain has {cells} cells; use marginals or synthetic rows instead</source>
        <translation>Le domaine complet compte {cells} cellules ; utilisez plutôt des marges ou des lignes synthétiques</translation>
    </message>
    <message>
        <source>Many tables at once needs at least one round</source>
        <translation>Plusieurs tableaux à la fois demande au moins un tour</translation>
    </message>
    <message>
        <source>Choose at least one marginal table</source>
        <translation>Choisissez au moins un tableau de marges</translation>
    </message>
    <message>
        <source>One marginal alone has {cells} cells, more than the {limit} dpgui can hold</source>
        <translation>Une seule marge compte {cells} cellules, plus que les {limit} que dpgui peut contenir</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw_ranges</name>
    <message>
        <source>Ranges of the learned tables: refit {done} of {total}</source>
        <translation>Intervalles des tableaux appris : réajustement {done} sur {total}</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.release</name>
    <message>
        <source>Give either ρ, or ε (with an optional δ), not both</source>
        <translation>Indiquez soit ρ, soit ε (avec un δ facultatif), mais pas les deux</translation>
    </message>
    <message>
        <source>Give ε (with an optional δ) or ρ</source>
        <translation>Indiquez ε (avec un δ facultatif) ou ρ</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.selection</name>
    <message>
        <source>There must be at least one candidate to choose from</source>
        <translation>Il faut au moins un candidat parmi lequel choisir</translation>
    </message>
    <message>
        <source>There must be at least one candidate</source>
        <translation>Il faut au moins un candidat</translation>
    </message>
    <message>
        <source>permute-and-flip; with probability {confidence}% the chosen category's count is within {margin} of the largest count</source>
        <translation>permute-and-flip ; avec une probabilité de {confidence} %, l'effectif de la catégorie choisie est à moins de {margin} du plus grand effectif</translation>
    </message>
    <message>
        <source>The quantile grid must be at least two increasing values</source>
        <translation>La grille de quantiles doit comporter au moins deux valeurs croissantes</translation>
    </message>
    <message>
        <source>permute-and-flip over {values} declared grid values; with probability {confidence}% the number of values below the answer is within {margin} of {q}·n</source>
        <translation>permute-and-flip sur {values} valeurs déclarées de la grille ; avec une probabilité de {confidence} %, le nombre de valeurs inférieures à la réponse est à moins de {margin} de {q}·n</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.sparse_vector</name>
    <message>
        <source>c, the number of positive answers, must be at least 1</source>
        <translation>c, le nombre de réponses positives, doit être d'au moins 1</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.tree_model</name>
    <message>
        <source>Each table after the first adds exactly one column to the tree</source>
        <translation>Chaque tableau après le premier ajoute exactement une colonne à l'arbre</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.truncated_geometric</name>
    <message>
        <source>Alpha must be strictly between 0 and 1</source>
        <translation>Alpha doit être strictement compris entre 0 et 1</translation>
    </message>
    <message>
        <source>n must be at least 1</source>
        <translation>n doit être d'au moins 1</translation>
    </message>
    <message>
        <source>True counts must lie in 0..{n}</source>
        <translation>Les effectifs réels doivent être dans 0..{n}</translation>
    </message>
</context>
<context>
    <name>core.noise.distributions</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1</source>
        <translation>Le niveau de confiance doit être strictement compris entre 0 et 1</translation>
    </message>
    <message>
        <source>discrete Laplace</source>
        <translation>de Laplace discret</translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation>gaussien discret</translation>
    </message>
</context>
<context>
    <name>core.noise.randomness</name>
    <message>
        <source>ChaCha20 needs a 32-byte key</source>
        <translation>ChaCha20 nécessite une clé de 32 octets</translation>
    </message>
</context>
<context>
    <name>core.noise.rationals</name>
    <message>
        <source>{value} is not a finite number</source>
        <translation>{value} n'est pas un nombre fini</translation>
    </message>
    <message>
        <source>{value} is not a number or a fraction like 2/3</source>
        <translation>{value} n'est ni un nombre ni une fraction comme 2/3</translation>
    </message>
    <message>
        <source>Cannot read {value} as a rational number</source>
        <translation>Impossible de lire {value} comme un nombre rationnel</translation>
    </message>
    <message>
        <source>{value} has more than {most} digits, too many for a usable number</source>
        <translation>{value} a plus de {most} chiffres, trop pour un nombre utilisable</translation>
    </message>
    <message>
        <source>{value} is too large or too small for a usable number (its power of ten is beyond ±{most})</source>
        <translation>{value} est trop grand ou trop petit pour être un nombre utilisable (sa puissance de dix dépasse ±{most})</translation>
    </message>
    <message>
        <source>{name} must be between 0 and 1, got {value}</source>
        <translation>{name} doit être compris entre 0 et 1 ; valeur reçue : {value}</translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation>{name} doit être supérieur à 0 ; valeur reçue : {value}</translation>
    </message>
</context>
<context>
    <name>core.noise.samplers</name>
    <message>
        <source>uniform_below needs d &gt;= 1</source>
        <translation>uniform_below nécessite d &gt;= 1</translation>
    </message>
    <message>
        <source>bernoulli_exp needs gamma = num/den &gt;= 0</source>
        <translation>bernoulli_exp nécessite gamma = num/den &gt;= 0</translation>
    </message>
    <message>
        <source>Alpha must be below 1</source>
        <translation>Alpha doit être inférieur à 1</translation>
    </message>
    <message>
        <source>Category probabilities must sum to 1</source>
        <translation>La somme des probabilités des catégories doit valoir 1</translation>
    </message>
</context>
<context>
    <name>core.progress</name>
    <message>
        <source>Cancelled by the user; nothing was changed</source>
        <translation>Annulé par l'utilisateur ; rien n'a été modifié</translation>
    </message>
</context>
<context>
    <name>core.rr.designs</name>
    <message>
        <source>This design makes the answer independent of the trait: nothing can be estimated</source>
        <translation>Ce protocole rend la réponse indépendante du caractère étudié : rien ne peut être estimé</translation>
    </message>
    <message>
        <source>This {design} design has ε = ∞: some answer reveals the trait for certain. It is refused unless you confirm it is not private.</source>
        <translation>Ce protocole {design} a ε = ∞ : une des réponses révèle le caractère avec certitude. Il est refusé, sauf si vous confirmez qu'il n'est pas confidentiel.</translation>
    </message>
    <message>
        <source>{epsilon} (by design)</source>
        <translation>{epsilon} (par construction)</translation>
    </message>
    <message>
        <source>p_truth + p_yes + p_no must be 1, got {total}</source>
        <translation>p_truth + p_yes + p_no doit valoir 1 ; valeur reçue : {total}</translation>
    </message>
    <message>
        <source>Unknown oracle {oracle}</source>
        <translation>Oracle inconnu : {oracle}</translation>
    </message>
    <message>
        <source>A multiple-choice question needs at least 2 options</source>
        <translation>Une question à choix multiple nécessite au moins 2 options</translation>
    </message>
    <message>
        <source>Answers must be option numbers 0..{last}</source>
        <translation>Les réponses doivent être des numéros d'option 0..{last}</translation>
    </message>
</context>
<context>
    <name>core.rr.estimators</name>
    <message>
        <source>the share of yes reports with the design's known noise removed (moment estimator (λ̂ − d)/c, c = {c}, d = {d}); {interval}</source>
        <translation>la proportion de réponses oui, corrigée du bruit connu du protocole (estimateur des moments (λ̂ − d)/c, c = {c}, d = {d}) ; {interval}</translation>
    </message>
    <message>
        <source>Expected {expected} counts, got {got}</source>
        <translation>{expected} effectifs attendus, {got} reçus</translation>
    </message>
    <message>
        <source>{oracle} estimator (C_i/n − q)/(p − q) with p = {p}, q = {q}; {interval}</source>
        <translation>estimateur {oracle} (C_i/n − q)/(p − q) avec p = {p}, q = {q} ; {interval}</translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Choose your language</source>
        <translation>Choisissez votre langue</translation>
    </message>
    <message>
        <source>This survey asks some personal questions. Taking part is voluntary; you can stop at any time. Nobody, not even the interviewer, can tell from your answers what is true for you.</source>
        <translation>Cette enquête pose des questions personnelles. La participation est volontaire ; vous pouvez arrêter à tout moment. Personne, pas même l'enquêteur, ne peut savoir d'après vos réponses ce qui est vrai pour vous.</translation>
    </message>
    <message>
        <source>I agree to take part</source>
        <translation>J'accepte de participer</translation>
    </message>
    <message>
        <source>I do not want to take part</source>
        <translation>Je ne veux pas participer</translation>
    </message>
    <message>
        <source>For some questions this device flips a secret electronic coin before saving your answer. Sometimes it saves your true answer and sometimes a random one, and nobody can tell which. Only the saved answer is kept. So please answer truthfully: your true answer is never stored.</source>
        <translation>Pour certaines questions, cet appareil lance une pièce électronique secrète avant d'enregistrer votre réponse. Parfois il enregistre votre vraie réponse, parfois une réponse au hasard, et personne ne peut savoir laquelle. Seule la réponse enregistrée est conservée. Répondez donc sincèrement : votre vraie réponse n'est jamais enregistrée.</translation>
    </message>
    <message>
        <source>Do this privately, so that nobody sees the result. Then press the answer the instructions give.</source>
        <translation>Faites-le en privé, pour que personne ne voie le résultat. Puis appuyez sur la réponse indiquée par les instructions.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Thank you. Your answers are saved. Please hand the device back.</source>
        <translation>Merci. Vos réponses sont enregistrées. Veuillez rendre l'appareil.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved. Please hand the device back.</source>
        <translation>Merci. Rien n'a été enregistré. Veuillez rendre l'appareil.</translation>
    </message>
    <message>
        <source>This question is not protected: your answer is stored as given.</source>
        <translation>Cette question n'est pas protégée : votre réponse est enregistrée telle quelle.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Please answer this question.</source>
        <translation>Veuillez répondre à cette question.</translation>
    </message>
    <message>
        <source>This answer is not allowed here.</source>
        <translation>Cette réponse n'est pas permise ici.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Please type a number, for example 12.5.</source>
        <translation>Veuillez écrire un nombre, par exemple 12,5.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>This response could not be saved: {problem}
Please call the enumerator.</source>
        <translation>Cette réponse n'a pas pu être enregistrée : {problem}
Veuillez appeler l'enquêteur.</translation>
    </message>
    <message>
        <source>Your true answer to a protected question never leaves this phone and is not kept on it: the phone sends only the answer it chose, together with your other answers, to the survey team's computer.</source>
        <translation>Votre vraie réponse à une question protégée ne quitte jamais ce téléphone et n'y est pas conservée : le téléphone envoie seulement la réponse qu'il a choisie, avec vos autres réponses, à l'ordinateur de l'équipe de l'enquête.</translation>
    </message>
    <message>
        <source>How this protects you</source>
        <translation>Comment cela vous protège</translation>
    </message>
    <message>
        <source>If your true answer is {yes}, the answer sent is {yes} {a}, and {no} otherwise. If your true answer is {no}, the answer sent is {yes} {b}, and {no} otherwise.</source>
        <translation>Si votre vraie réponse est {yes}, la réponse envoyée est {yes} {a}, et {no} sinon. Si votre vraie réponse est {no}, la réponse envoyée est {yes} {b}, et {no} sinon.</translation>
    </message>
    <message>
        <source>Of the {k} answers, the one sent is your true answer {p}; each of the other answers is sent {q}.</source>
        <translation>Parmi les {k} réponses, celle qui est envoyée est votre vraie réponse {p} ; chacune des autres réponses est envoyée {q}.</translation>
    </message>
    <message>
        <source>For each of the {k} answers, the phone sends a mark "mine" or "not mine". Your true answer is marked "mine" {p}; each other answer is marked "mine" {q}.</source>
        <translation>Pour chacune des {k} réponses, le téléphone envoie une marque « la mienne » ou « pas la mienne ». Votre vraie réponse est marquée « la mienne » {p} ; chaque autre réponse est marquée « la mienne » {q}.</translation>
    </message>
    <message>
        <source>So nobody who sees the answer sent can know your true answer.</source>
        <translation>Ainsi, personne qui voit la réponse envoyée ne peut connaître votre vraie réponse.</translation>
    </message>
    <message>
        <source>in {n} of every {m} cases</source>
        <translation>dans {n} cas sur {m}</translation>
    </message>
    <message>
        <source>in about {n} of every 100 cases</source>
        <translation>dans environ {n} cas sur 100</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>Cochez toutes les réponses qui conviennent.</translation>
    </message>
    <message>
        <source>Sending your answers…</source>
        <translation>Envoi de vos réponses…</translation>
    </message>
    <message>
        <source>Not sent yet: your answers are saved on this phone and will be sent when the connection is back.</source>
        <translation>Pas encore envoyées : vos réponses sont enregistrées sur ce téléphone et seront envoyées quand la connexion reviendra.</translation>
    </message>
    <message>
        <source>Your answers were sent.</source>
        <translation>Vos réponses ont été envoyées.</translation>
    </message>
    <message>
        <source>Thank you for taking part.</source>
        <translation>Merci de votre participation.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved or sent.</source>
        <translation>Merci. Rien n'a été enregistré ni envoyé.</translation>
    </message>
    <message>
        <source>Start again for another person</source>
        <translation>Recommencer pour une autre personne</translation>
    </message>
    <message>
        <source>This page is for another version of the survey, so your answers could not be used. Please reload the page and answer again.</source>
        <translation>Cette page est celle d'une autre version de l'enquête : vos réponses n'ont pas pu être utilisées. Veuillez recharger la page et répondre à nouveau.</translation>
    </message>
    <message>
        <source>The survey team's computer could not accept these answers. Please tell the interviewer.</source>
        <translation>L'ordinateur de l'équipe de l'enquête n'a pas pu accepter ces réponses. Veuillez le signaler à l'enquêteur.</translation>
    </message>
    <message>
        <source>The survey is closed: your answers are saved on this phone and will be sent if it opens again. Please tell the interviewer.</source>
        <translation>L'enquête est fermée : vos réponses sont enregistrées sur ce téléphone et seront envoyées si elle rouvre. Veuillez le signaler à l'enquêteur.</translation>
    </message>
    <message>
        <source>Privately {action}, so that nobody sees the result: {rules}.</source>
        <translation>Sans que personne ne voie le résultat, {action} : {rules}.</translation>
    </message>
    <message>
        <source>if {condition}, {then}</source>
        <translation>si {condition}, {then}</translation>
    </message>
    <message>
        <source>in any other case, {then}</source>
        <translation>dans tous les autres cas, {then}</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>answer {answer}</source>
        <translation>répondez {answer}</translation>
    </message>
    <message>
        <source>answer the question truthfully</source>
        <translation>répondez sincèrement à la question</translation>
    </message>
    <message>
        <source>give the opposite of your true answer ({no} if the truth is {yes}, {yes} if the truth is {no})</source>
        <translation>donnez la réponse contraire à la vérité ({no} si la vraie réponse est {yes}, {yes} si elle est {no})</translation>
    </message>
    <message>
        <source>{action} and answer {answers}</source>
        <translation>{action} et répondez {answers}</translation>
    </message>
    <message>
        <source>{answer} if {condition}</source>
        <translation>{answer} si {condition}</translation>
    </message>
    <message>
        <source>{answer} otherwise</source>
        <translation>{answer} dans tous les autres cas</translation>
    </message>
    <message>
        <source>Only the answer you give is recorded, never the result.</source>
        <translation>Seule la réponse que vous donnez est enregistrée, jamais le résultat.</translation>
    </message>
    <message>
        <source>toss a coin</source>
        <translation>lancez une pièce</translation>
    </message>
    <message>
        <source>toss a coin again</source>
        <translation>relancez la pièce</translation>
    </message>
    <message>
        <source>roll a die</source>
        <translation>lancez un dé</translation>
    </message>
    <message>
        <source>roll a die again</source>
        <translation>relancez le dé</translation>
    </message>
    <message>
        <source>toss two coins</source>
        <translation>lancez deux pièces</translation>
    </message>
    <message>
        <source>toss the two coins again</source>
        <translation>relancez les deux pièces</translation>
    </message>
    <message>
        <source>toss three coins</source>
        <translation>lancez trois pièces</translation>
    </message>
    <message>
        <source>toss the three coins again</source>
        <translation>relancez les trois pièces</translation>
    </message>
    <message>
        <source>toss three coins, one after the other</source>
        <translation>lancez trois pièces, l'une après l'autre</translation>
    </message>
    <message>
        <source>toss the three coins again, one after the other</source>
        <translation>relancez les trois pièces, l'une après l'autre</translation>
    </message>
    <message>
        <source>the die shows {faces}</source>
        <translation>le dé tombe sur {faces}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>the coin shows heads</source>
        <translation>la pièce tombe sur face</translation>
    </message>
    <message>
        <source>the coin shows tails</source>
        <translation>la pièce tombe sur pile</translation>
    </message>
    <message>
        <source>both coins show heads</source>
        <translation>les deux pièces tombent sur face</translation>
    </message>
    <message>
        <source>both coins show tails</source>
        <translation>les deux pièces tombent sur pile</translation>
    </message>
    <message>
        <source>one coin shows heads and the other tails</source>
        <translation>une pièce tombe sur face et l'autre sur pile</translation>
    </message>
    <message>
        <source>both coins show heads or both show tails</source>
        <translation>les deux pièces tombent sur face ou les deux sur pile</translation>
    </message>
    <message>
        <source>at least one coin shows heads</source>
        <translation>au moins une pièce tombe sur face</translation>
    </message>
    <message>
        <source>at least one coin shows tails</source>
        <translation>au moins une pièce tombe sur pile</translation>
    </message>
    <message>
        <source>all three coins show heads</source>
        <translation>les trois pièces tombent sur face</translation>
    </message>
    <message>
        <source>all three coins show tails</source>
        <translation>les trois pièces tombent sur pile</translation>
    </message>
    <message>
        <source>exactly one coin shows heads</source>
        <translation>exactement une pièce tombe sur face</translation>
    </message>
    <message>
        <source>exactly two coins show heads</source>
        <translation>exactement deux pièces tombent sur face</translation>
    </message>
    <message>
        <source>all three coins show heads or all three show tails</source>
        <translation>les trois pièces tombent sur face ou les trois sur pile</translation>
    </message>
    <message>
        <source>some coins show heads and some show tails</source>
        <translation>certaines pièces tombent sur face et d'autres sur pile</translation>
    </message>
    <message>
        <source>at least two coins show heads</source>
        <translation>au moins deux pièces tombent sur face</translation>
    </message>
    <message>
        <source>at least two coins show tails</source>
        <translation>au moins deux pièces tombent sur pile</translation>
    </message>
    <message>
        <source>the first two coins show heads</source>
        <translation>les deux premières pièces tombent sur face</translation>
    </message>
    <message>
        <source>the first two coins show tails</source>
        <translation>les deux premières pièces tombent sur pile</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>Privately draw a card from the deck the interviewer gives you, so that nobody sees it.</source>
        <translation>Sans que personne ne la voie, tirez une carte du paquet que l'enquêteur vous donne.</translation>
    </message>
    <message>
        <source>{share_truth} of the cards say "Your true answer", {share_yes} say "{yes}" and {share_no} say "{no}". Press the answer your card gives.</source>
        <translation>{share_truth} des cartes disent « Votre vraie réponse », {share_yes} disent « {yes} » et {share_no} disent « {no} ». Appuyez sur la réponse que donne votre carte.</translation>
    </message>
    <message>
        <source>{share} of the cards ask the question as written; the others ask the opposite question. Answer your card's question truthfully.</source>
        <translation>{share} des cartes posent la question telle qu'elle est écrite ; les autres posent la question contraire. Répondez sincèrement à la question de votre carte.</translation>
    </message>
    <message>
        <source>{share} of the cards ask this question; the others ask another question, written on the card. Answer your card's question truthfully.</source>
        <translation>{share} des cartes posent cette question ; les autres posent une autre question, écrite sur la carte. Répondez sincèrement à la question de votre carte.</translation>
    </message>
    <message>
        <source>{share} of the cards say "Your true answer": then choose your true answer. Each of the other cards names one answer: then choose that answer.</source>
        <translation>{share} des cartes disent « Votre vraie réponse » : choisissez alors votre vraie réponse. Chacune des autres cartes indique une réponse : choisissez alors cette réponse.</translation>
    </message>
    <message>
        <source>⚠ dpgui kiosk only: do not deploy this question in ODK Collect or KoboToolbox. No die or coin can randomise it, so it is not asked here.</source>
        <translation>⚠ Kiosque dpgui seulement : ne déployez pas cette question dans ODK Collect ou KoboToolbox. Aucun dé ni aucune pièce ne permet de la tirer au sort, elle n'est donc pas posée ici.</translation>
    </message>
    <message>
        <source>The respondent randomises privately, as the question says: enter only the answer they give, and never ask for the result. Design: {design}.</source>
        <translation>La personne interrogée fait le tirage en privé, comme l'indique la question : saisissez seulement la réponse qu'elle donne, et ne demandez jamais le résultat. Méthode : {design}.</translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts.list_separator</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts.second_separator</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>core.rr.survey</name>
    <message>
        <source>Question {name}: {problem}</source>
        <translation>Question {name} : {problem}</translation>
    </message>
    <message>
        <source>Question {name}: the {design} design needs {parameter}</source>
        <translation>Question {name} : le protocole {design} nécessite {parameter}</translation>
    </message>
    <message>
        <source>Question {name}: the design must be one of {designs}</source>
        <translation>Question {name} : le protocole doit être l'un de {designs}</translation>
    </message>
    <message>
        <source>The wanted ± must be between 0 and 1 (for example 0.05 for ±5 points)</source>
        <translation>Le ± souhaité doit être compris entre 0 et 1 (par exemple 0.05 pour ±5 points)</translation>
    </message>
    <message>
        <source>Question {name}: {answer} is not one of {codes}</source>
        <translation>Question {name} : {answer} ne fait pas partie de {codes}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a whole number</source>
        <translation>{name} : {value} n'est pas un nombre entier</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (OUE: {digits} digits, each 0 or 1)</source>
        <translation>{name} : {value} n'est pas une réponse possible (OUE : {digits} chiffres, chacun 0 ou 1)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (allowed: {allowed})</source>
        <translation>{name} : {value} n'est pas une réponse possible (autorisées : {allowed})</translation>
    </message>
    <message>
        <source>{name}: the answer is {length} characters long; the limit is {most}</source>
        <translation>{name} : la réponse fait {length} caractères ; la limite est de {most}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a number</source>
        <translation>{name} : {value} n'est pas un nombre</translation>
    </message>
    <message>
        <source>{name}: {value} is not a decimal (for example 12.5)</source>
        <translation>{name} : {value} n'est pas un nombre décimal (par exemple 12.5)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a date (for example 2024-03-31)</source>
        <translation>{name} : {value} n'est pas une date (par exemple 2024-03-31)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a time (for example 14:30)</source>
        <translation>{name} : {value} n'est pas une heure (par exemple 14:30)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a datetime (for example 2024-03-31T14:30:00)</source>
        <translation>{name} : {value} n'est pas une date avec heure (par exemple 2024-03-31T14:30:00)</translation>
    </message>
    <message>
        <source>{name}: {value} is outside {lower}..{upper}</source>
        <translation>{name} : {value} est en dehors de {lower}..{upper}</translation>
    </message>
    <message>
        <source>The survey has no question {name}</source>
        <translation>L'enquête n'a pas de question {name}</translation>
    </message>
    <message>
        <source>Add at least one question</source>
        <translation>Ajoutez au moins une question</translation>
    </message>
    <message>
        <source>Give at least one language</source>
        <translation>Indiquez au moins une langue</translation>
    </message>
    <message>
        <source>Two questions are called {name}</source>
        <translation>Deux questions s'appellent {name}</translation>
    </message>
    <message>
        <source>The kiosk cannot follow this logic: {problems}</source>
        <translation>Le kiosque ne peut pas suivre cette logique : {problems}</translation>
    </message>
    <message>
        <source>the kiosk does not ask {type} questions</source>
        <translation>le kiosque ne pose pas les questions de type {type}</translation>
    </message>
    <message>
        <source>Not protected: typed text, numbers, dates and times, and what the kiosk does not ask (GPS points, photos, phone numbers, names, ...) are stored exactly as given, and such answers can identify people. Estimates leave them out, and exports too unless you choose to include them.</source>
        <translation>Non protégé : le texte saisi, les nombres, les dates et heures, et ce que le kiosque ne demande pas (points GPS, photos, numéros de téléphone, noms, ...) sont enregistrés exactement tels quels, et ces réponses peuvent identifier des personnes. Les estimations les laissent de côté, et les exports aussi, sauf si vous choisissez de les inclure.</translation>
    </message>
    <message>
        <source>{oracle} over {options} options (ε = {epsilon}, p = {p}, q = {q})</source>
        <translation>{oracle} sur {options} options (ε = {epsilon}, p = {p}, q = {q})</translation>
    </message>
    <message>
        <source>imported answers only (not protected)</source>
        <translation>réponses importées uniquement (non protégées)</translation>
    </message>
    <message>
        <source>asked directly (not protected)</source>
        <translation>posée directement (non protégée)</translation>
    </message>
</context>
<context>
    <name>core.verification.above_threshold_chain</name>
    <message>
        <source>The exact model takes 1 to {c} answers above and up to {m} candidates</source>
        <translation>Le modèle exact prend de 1 à {c} réponses au-dessus et jusqu'à {m} candidats</translation>
    </message>
    <message>
        <source>The noise scales and the sensitivity must be positive</source>
        <translation>Les échelles de bruit et la sensibilité doivent être positives</translation>
    </message>
    <message>
        <source>summing the chain's outputs</source>
        <translation>somme des sorties de la chaîne</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>This release is not an above-threshold release</source>
        <translation>Cette publication n'est pas une publication au-dessus du seuil</translation>
    </message>
    <message>
        <source>The exact model takes c up to {most}; this release has c = {c}</source>
        <translation>Le modèle exact prend c jusqu'à {most} ; cette publication a c = {c}</translation>
    </message>
    <message>
        <source>monotone counts (all neighbours' counts move the same way)</source>
        <translation>comptages monotones (tous les comptages du voisin bougent dans le même sens)</translation>
    </message>
    <message>
        <source>counts that may move either way</source>
        <translation>comptages qui peuvent bouger dans un sens ou dans l'autre</translation>
    </message>
    <message>
        <source>The chain of this release: {m} candidates (of {n}), stopping after {c} above; discrete Laplace noise of scale {t} on the line and {q} on each count; sensitivity {d}; {shape}.</source>
        <translation>La chaîne de cette publication : {m} candidats (sur {n}), arrêt après {c} au-dessus ; bruit de Laplace discret d'échelle {t} sur le seuil et {q} sur chaque comptage ; sensibilité {d} ; {shape}.</translation>
    </message>
    <message>
        <source>Its exact privacy loss ε* = {epsilon}, with δ = {delta} (the line's noise beyond ±{r} is left out of the sums); the ε charged for it is {charged}.</source>
        <translation>Sa perte de confidentialité exacte ε* = {epsilon}, avec δ = {delta} (le bruit du seuil au-delà de ±{r} est laissé hors des sommes) ; l'ε facturé pour elle est {charged}.</translation>
    </message>
    <message>
        <source>✓ ε* is within the charge.</source>
        <translation>✓ ε* ne dépasse pas le coût facturé.</translation>
    </message>
    <message>
        <source>✗ ε* is MORE than the charge.</source>
        <translation>✗ ε* DÉPASSE le coût facturé.</translation>
    </message>
    <message>
        <source>Worst case: counts {below} from the line reported below and {above} reported above, against a neighbour whose below counts are {up} higher and above counts {down} lower.</source>
        <translation>Pire cas : des comptages à {below} du seuil déclarés en dessous et à {above} déclarés au-dessus, face à un voisin dont les comptages en dessous sont plus hauts de {up} et ceux au-dessus plus bas de {down}.</translation>
    </message>
</context>
<context>
    <name>core.verification.audit</name>
    <message>
        <source>any output</source>
        <translation>n'importe quelle sortie</translation>
    </message>
    <message>
        <source>pattern {pattern}</source>
        <translation>motif {pattern}</translation>
    </message>
    <message>
        <source>choosing the event</source>
        <translation>choix de l'événement</translation>
    </message>
    <message>
        <source>running the mechanism {runs} more times on each input</source>
        <translation>exécution du mécanisme {runs} fois de plus sur chaque entrée</translation>
    </message>
    <message>
        <source>and on the neighbouring input</source>
        <translation>et sur l'entrée voisine</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>x' over x</source>
        <translation>x' par rapport à x</translation>
    </message>
    <message>
        <source>x over x'</source>
        <translation>x par rapport à x'</translation>
    </message>
</context>
<context>
    <name>core.verification.audit_gallery</name>
    <message>
        <source>histogram with discrete Laplace noise of scale 1/ε</source>
        <translation>histogramme avec bruit de Laplace discret d'échelle 1/ε</translation>
    </message>
    <message>
        <source>AboveThreshold / sparse vector, one positive answer</source>
        <translation>AboveThreshold / vecteur creux (sparse vector), une réponse positive</translation>
    </message>
    <message>
        <source>above-threshold release: the chain it runs, with its own scales</source>
        <translation>publication au-dessus du seuil : la chaîne qu'elle exécute, avec ses propres échelles</translation>
    </message>
    <message>
        <source>truncated α-geometric mechanism on {0..5} with α = e^−ε</source>
        <translation>mécanisme α-géométrique tronqué sur {0..5} avec α = e^−ε</translation>
    </message>
    <message>
        <source>randomized response by ε (on-device randomiser)</source>
        <translation>réponse randomisée par ε (randomisation sur l'appareil)</translation>
    </message>
    <message>
        <source>generalised randomized response with 4 options</source>
        <translation>réponse randomisée généralisée à 4 options</translation>
    </message>
    <message>
        <source>most common category by permute-and-flip</source>
        <translation>catégorie la plus fréquente par permute-and-flip</translation>
    </message>
    <message>
        <source>BROKEN: histogram noised with scale ε instead of 1/ε (too little noise whenever ε &lt; 1)</source>
        <translation>DÉFECTUEUX : histogramme bruité avec une échelle ε au lieu de 1/ε (trop peu de bruit dès que ε &lt; 1)</translation>
    </message>
    <message>
        <source>BROKEN: sparse vector without noise on the queries</source>
        <translation>DÉFECTUEUX : vecteur creux sans bruit sur les requêtes</translation>
    </message>
    <message>
        <source>BROKEN: sparse vector that outputs the noisy value with ⊤</source>
        <translation>DÉFECTUEUX : vecteur creux qui renvoie la valeur bruitée avec ⊤</translation>
    </message>
    <message>
        <source>BROKEN: above-threshold with the monotone scale (half the query noise) on counts that can move either way</source>
        <translation>CASSÉ : au-dessus du seuil avec l'échelle monotone (la moitié du bruit des requêtes) sur des comptages qui peuvent bouger dans les deux sens</translation>
    </message>
    <message>
        <source>Unknown mechanism {name}; choose one of {names}</source>
        <translation>Mécanisme inconnu : {name} ; choisissez parmi {names}</translation>
    </message>
    <message>
        <source>searching for the most revealing event</source>
        <translation>recherche de l'événement le plus révélateur</translation>
    </message>
</context>
<context>
    <name>core.verification.online_model</name>
    <message>
        <source>The threshold must be in 0..{last}</source>
        <translation>Le seuil doit être dans 0..{last}</translation>
    </message>
    <message>
        <source>Give at least one query</source>
        <translation>Indiquez au moins une requête</translation>
    </message>
</context>
<context>
    <name>core.verification.verify</name>
    <message>
        <source>The matrix must have rows of equal length</source>
        <translation>Les lignes de la matrice doivent avoir la même longueur</translation>
    </message>
    <message>
        <source>There must be one label per row and per column</source>
        <translation>Il faut un libellé par ligne et par colonne</translation>
    </message>
    <message>
        <source>Row {label} has a negative probability</source>
        <translation>La ligne {label} a une probabilité négative</translation>
    </message>
    <message>
        <source>Row {label} sums to {total}, not 1</source>
        <translation>La somme de la ligne {label} vaut {total}, et non 1</translation>
    </message>
    <message>
        <source>The number of runs must be at least 1</source>
        <translation>Le nombre d'exécutions doit être d'au moins 1</translation>
    </message>
    <message>
        <source>There is no run {run}; this mechanism has {runs}</source>
        <translation>Il n'y a pas d'exécution {run} ; ce mécanisme en a {runs}</translation>
    </message>
    <message>
        <source>The matrix file needs a header row and at least one input row</source>
        <translation>Le fichier de matrice nécessite une ligne d'en-tête et au moins une ligne d'entrée</translation>
    </message>
    <message>
        <source>Line {line} has {found} probabilities, the header names {named}</source>
        <translation>La ligne {line} a {found} probabilités, alors que l'en-tête en nomme {named}</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Ligne {line} : {problem}</translation>
    </message>
    <message>
        <source>Neighbour {label} is not an input of the matrix</source>
        <translation>Le voisin {label} n'est pas une entrée de la matrice</translation>
    </message>
    <message>
        <source>There are no neighbouring inputs to compare</source>
        <translation>Il n'y a pas d'entrées voisines à comparer</translation>
    </message>
    <message>
        <source>The matrix has no mass</source>
        <translation>La matrice n'a aucune masse</translation>
    </message>
</context>
<context>
    <name>core.words.interpretation</name>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon} and δ = {delta}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation>La confidentialité différentielle limite ce que quiconque peut apprendre sur une seule personne à partir des chiffres publiés. Avec ε = {epsilon} et δ = {delta}, un observateur qui accuse à tort une personne innocente {fpr} % du temps peut avoir raison à votre sujet au plus {tpr} % du temps (sans la publication : {fpr} %). Un ε plus petit signifie que la publication révèle moins de choses sur chacun ; un ε plus grand donne des chiffres plus précis.</translation>
    </message>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation>La confidentialité différentielle limite ce que quiconque peut apprendre sur une seule personne à partir des chiffres publiés. Avec ε = {epsilon}, un observateur qui accuse à tort une personne innocente {fpr} % du temps peut avoir raison à votre sujet au plus {tpr} % du temps (sans la publication : {fpr} %). Un ε plus petit signifie que la publication révèle moins de choses sur chacun ; un ε plus grand donne des chiffres plus précis.</translation>
    </message>
</context>
<context>
    <name>core.words.plain_numbers</name>
    <message>
        <source>{value} ({low} to {high})</source>
        <translation>{value} ({low} à {high})</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>⚠ Too few rows or answers for a usable number: its range is too wide. Do not publish it on its own; merge groups or collect more data.</source>
        <translation>⚠ Trop peu de lignes ou de réponses pour obtenir un chiffre utilisable : son intervalle est trop large. Ne le publiez pas seul ; fusionnez des groupes ou collectez davantage de données.</translation>
    </message>
</context>
<context>
    <name>engine.aggregates</name>
    <message>
        <source>reading the data</source>
        <translation>lecture des données</translation>
    </message>
</context>
<context>
    <name>engine.duckdb_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation>Aucun des fichiers liés n'est plus présent</translation>
    </message>
    <message>
        <source>aggregating where the data lives</source>
        <translation>agrégation là où se trouvent les données</translation>
    </message>
</context>
<context>
    <name>engine.link_sketch</name>
    <message>
        <source>reading every row once, to recognise these people in other datasets</source>
        <translation>lecture de chaque ligne une fois, pour reconnaître ces personnes dans d'autres jeux de données</translation>
    </message>
    <message>
        <source>A file of {name} cannot be opened for reading any more (check its permissions); nothing was spent</source>
        <translation>Un fichier de {name} ne peut plus être ouvert en lecture (vérifiez ses droits d'accès) ; rien n'a été dépensé</translation>
    </message>
    <message>
        <source>The rows of {name} must be read once to recognise their people, and could not be read ({error}); nothing was spent</source>
        <translation>Les lignes de {name} doivent être lues une fois pour reconnaître leurs personnes, et n'ont pas pu l'être ({error}) ; rien n'a été dépensé</translation>
    </message>
</context>
<context>
    <name>engine.linking</name>
    <message>
        <source>A linked dataset needs its declared schema (--schema): categories and bounds are never read off the data</source>
        <translation>Un jeu de données lié nécessite son schéma déclaré (--schema) : les catégories et les bornes ne sont jamais lues dans les données</translation>
    </message>
    <message>
        <source>reading the source's column names</source>
        <translation>lecture des noms de colonnes de la source</translation>
    </message>
    <message>
        <source>saving the link</source>
        <translation>enregistrement du lien</translation>
    </message>
    <message>
        <source>The {engine} engine could not read these {format} files ({error}): check that each is a well-formed file, and that a column holds one kind of value in every file</source>
        <translation>Le moteur {engine} n'a pas pu lire ces fichiers {format} ({error}) : vérifiez que chacun est un fichier bien formé, et qu'une même colonne contient le même type de valeur dans tous les fichiers</translation>
    </message>
    <message>
        <source>the files of {name} ({location}) have changed since they were linked; releases use the rows as they are now, and the budget is the same</source>
        <translation>les fichiers de {name} ({location}) ont changé depuis qu'ils ont été liés ; les publications utilisent les lignes telles qu'elles sont maintenant, et le budget reste le même</translation>
    </message>
    <message>
        <source>the folder of {name} ({location}) holds {count} file(s) added since it was linked, which its releases do not read; link the folder again to read them</source>
        <translation>le dossier de {name} ({location}) contient {count} fichier(s) ajouté(s) depuis qu'il a été lié, que ses publications ne lisent pas ; liez à nouveau le dossier pour les lire</translation>
    </message>
</context>
<context>
    <name>engine.memory</name>
    <message>
        <source>fewer columns, a smaller k, fewer rounds or fewer synthetic rows</source>
        <translation>moins de colonnes, un k plus petit, moins de tours ou moins de lignes synthétiques</translation>
    </message>
    <message>
        <source>fewer columns or coarser categories</source>
        <translation>moins de colonnes ou des catégories plus larges</translation>
    </message>
    <message>
        <source>This release could need up to {need} of memory, more than the {allowed} dpgui allows itself on this computer (half of its {memory}); ask for {advice} (nothing was spent)</source>
        <translation>Cette publication pourrait nécessiter jusqu'à {need} de mémoire, plus que les {allowed} que dpgui s'accorde sur cet ordinateur (la moitié de ses {memory}) ; demandez {advice} (rien n'a été dépensé)</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} Go</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} Mo</translation>
    </message>
</context>
<context>
    <name>engine.plan</name>
    <message>
        <source>{title} where {condition}</source>
        <translation>{title} où {condition}</translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation>Nombre de lignes</translation>
    </message>
    <message>
        <source>Table of {columns}</source>
        <translation>Tableau de {columns}</translation>
    </message>
    <message>
        <source>All {k}-way tables of {columns}</source>
        <translation>Tous les tableaux à {k} variables de {columns}</translation>
    </message>
    <message>
        <source>Median of {column}</source>
        <translation>Médiane de {column}</translation>
    </message>
    <message>
        <source>{percent} quantile of {column}</source>
        <translation>Quantile à {percent} de {column}</translation>
    </message>
    <message>
        <source>Histogram of {column}</source>
        <translation>Histogramme de {column}</translation>
    </message>
    <message>
        <source>Mode of {column}</source>
        <translation>Mode de {column}</translation>
    </message>
    <message>
        <source>Sum of {column}</source>
        <translation>Somme de {column}</translation>
    </message>
    <message>
        <source>Mean of {column}</source>
        <translation>Moyenne de {column}</translation>
    </message>
    <message>
        <source>Which of {count} filters are above {threshold}</source>
        <translation>Lesquels des {count} filtres dépassent {threshold}</translation>
    </message>
    <message>
        <source>Which cells of {columns} are above {threshold}</source>
        <translation>Quelles cellules de {columns} dépassent {threshold}</translation>
    </message>
    <message>
        <source>Which {column} counts are above {threshold}</source>
        <translation>Quels comptages de {column} dépassent {threshold}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{column} in {values}</source>
        <translation>{column} parmi {values}</translation>
    </message>
    <message>
        <source>learned from a tree of measured tables; error shown after release</source>
        <translation>appris à partir d'un arbre de tableaux mesurés ; erreur affichée après la publication</translation>
    </message>
    <message>
        <source>learned by private multiplicative weights; error shown after release</source>
        <translation>appris par poids multiplicatifs privés ; erreur affichée après la publication</translation>
    </message>
    <message>
        <source>± {width} around the line at {confidence}: a count that far below is rarely reported above, one that far above usually is</source>
        <translation>± {width} autour du seuil à {confidence} : un comptage aussi loin en dessous est rarement déclaré au-dessus, un comptage aussi loin au-dessus l'est le plus souvent</translation>
    </message>
    <message>
        <source>± {width} per count at {confidence}</source>
        <translation>± {width} par effectif à {confidence}</translation>
    </message>
    <message>
        <source>± {width} per cell at {confidence}</source>
        <translation>± {width} par cellule à {confidence}</translation>
    </message>
    <message>
        <source>± {width} at {confidence}</source>
        <translation>± {width} à {confidence}</translation>
    </message>
    <message>
        <source>± depends on how many rows are averaged: more rows, a narrower interval</source>
        <translation>± dépend du nombre de lignes dans la moyenne : plus il y a de lignes, plus l'intervalle est étroit</translation>
    </message>
    <message>
        <source>about ± {width} with about {rows} rows at {confidence} (fewer rows, as in a subgroup, give a wider interval)</source>
        <translation>environ ± {width} avec environ {rows} lignes à {confidence} (moins de lignes, comme dans un sous-groupe, donnent un intervalle plus large)</translation>
    </message>
    <message>
        <source>within {margin} of the largest count at {confidence}</source>
        <translation>à moins de {margin} du plus grand effectif à {confidence}</translation>
    </message>
    <message>
        <source>within {margin} rows of the true position in sorted order at {confidence}</source>
        <translation>à moins de {margin} lignes de la vraie position dans l'ordre trié à {confidence}</translation>
    </message>
    <message>
        <source>The target accuracy must be greater than 0</source>
        <translation>La précision visée doit être supérieure à 0</translation>
    </message>
    <message>
        <source>A target accuracy needs a query whose ± does not depend on the private n</source>
        <translation>Une précision visée nécessite une requête dont le ± ne dépend pas du n privé</translation>
    </message>
    <message>
        <source>Even ε = {epsilon} gives ± {width}; ask for a looser accuracy</source>
        <translation>Même ε = {epsilon} donne ± {width} ; demandez une précision moins stricte</translation>
    </message>
    <message>
        <source>This is not a dpgui plan (it needs "format": "dpgui-plan")</source>
        <translation>Ce n'est pas un plan dpgui (il faut "format": "dpgui-plan")</translation>
    </message>
    <message>
        <source>Plan version {version} is not supported</source>
        <translation>La version de plan {version} n'est pas prise en charge</translation>
    </message>
    <message>
        <source>A plan holds only queries and their ε; unexpected {fields}</source>
        <translation>Un plan ne contient que des requêtes et leur ε ; champs inattendus : {fields}</translation>
    </message>
    <message>
        <source>The plan has no queries (it needs "queries": a list)</source>
        <translation>Le plan ne contient aucune requête (il faut "queries" : une liste)</translation>
    </message>
    <message>
        <source>The plan's "dataset" must be a dataset name</source>
        <translation>Le "dataset" du plan doit être un nom de jeu de données</translation>
    </message>
    <message>
        <source>the plan's "confidence"</source>
        <translation>le "confidence" du plan</translation>
    </message>
    <message>
        <source>A planned query is malformed: each needs "query" (an object) and "epsilon"</source>
        <translation>Une requête planifiée est mal formée : chacune nécessite "query" (un objet) et "epsilon"</translation>
    </message>
    <message>
        <source>a planned query</source>
        <translation>une requête planifiée</translation>
    </message>
    <message>
        <source>every planned ε</source>
        <translation>chaque ε planifié</translation>
    </message>
    <message>
        <source>Every planned ε must be greater than 0</source>
        <translation>Chaque ε planifié doit être supérieur à 0</translation>
    </message>
    <message>
        <source>"locked" must be true or false</source>
        <translation>"locked" doit valoir true ou false</translation>
    </message>
</context>
<context>
    <name>engine.plan_run</name>
    <message>
        <source>The whole plan does not fit: {reason}</source>
        <translation>Le plan entier ne tient pas dans le budget : {reason}</translation>
    </message>
    <message>
        <source>Releasing {query}</source>
        <translation>Publication : {query}</translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation>Annulé ; son coût ({cost}), déjà débité, reste dépensé, car la lecture de ses données avait commencé</translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation>La publication a échoué après le débit de son coût ({cost}) (erreur interne : {error}) ; ce débit reste dépensé. Merci de signaler ce problème.</translation>
    </message>
</context>
<context>
    <name>engine.queries</name>
    <message>
        <source>The {what} is longer than {limit} characters</source>
        <translation>La {what} dépasse {limit} caractères</translation>
    </message>
    <message>
        <source>The {what} is nested too deeply to read</source>
        <translation>La {what} est trop profondément imbriquée pour être lue</translation>
    </message>
    <message>
        <source>The {what} is not valid JSON: {problem}</source>
        <translation>La {what} n'est pas un JSON valide : {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number</source>
        <translation>{what} doit être un nombre</translation>
    </message>
    <message>
        <source>{what} must be a finite number</source>
        <translation>{what} doit être un nombre fini</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}</source>
        <translation>{what} doit être un nombre entier de {low} à {high}</translation>
    </message>
    <message>
        <source>{what} does not take {names}</source>
        <translation>{what} n'accepte pas {names}</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>A query is a JSON object with "type" one of {types}</source>
        <translation>Une requête est un objet JSON dont le "type" est l'un de {types}</translation>
    </message>
    <message>
        <source>a {kind} query</source>
        <translation>une requête {kind}</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>A {kind} query needs "column"</source>
        <translation>Une requête {kind} nécessite "column"</translation>
    </message>
    <message>
        <source>"lower" must be less than "upper", got [{lower}, {upper}]</source>
        <translation>"lower" doit être inférieur à "upper" ; valeurs reçues : [{lower}, {upper}]</translation>
    </message>
    <message>
        <source>q must be strictly between 0 and 1, got {q}</source>
        <translation>q doit être strictement compris entre 0 et 1 ; valeur reçue : {q}</translation>
    </message>
    <message>
        <source>"marginals" needs a list of tables, each a list of different column names</source>
        <translation>"marginals" nécessite une liste de tableaux, chacun étant une liste de noms de colonnes différents</translation>
    </message>
    <message>
        <source>"marginals" may list at most {tables} tables</source>
        <translation>"marginals" peut lister au plus {tables} tableaux</translation>
    </message>
    <message>
        <source>"marginals" lists the same table twice</source>
        <translation>"marginals" liste deux fois le même tableau</translation>
    </message>
    <message>
        <source>"marginals" uses columns not in "columns": {columns}</source>
        <translation>"marginals" utilise des colonnes absentes de "columns" : {columns}</translation>
    </message>
    <message>
        <source>Every {k}-way table of {columns} columns is {tables} tables, more than the {most} one query may hold; choose fewer columns or another "k"</source>
        <translation>Tous les tableaux à {k} variables tirés de {columns} colonnes font {tables} tableaux, plus que les {most} qu'une requête peut contenir ; choisissez moins de colonnes ou un autre "k"</translation>
    </message>
    <message>
        <source>"method" is one of {methods}</source>
        <translation>"method" doit être l'un de {methods}</translation>
    </message>
    <message>
        <source>"method": "tree" needs tables of two columns or more</source>
        <translation>"method": "tree" nécessite des tableaux de deux colonnes ou plus</translation>
    </message>
    <message>
        <source>"rounds" are for "method": "pmw" only</source>
        <translation>"rounds" ne s'applique qu'à "method": "pmw"</translation>
    </message>
    <message>
        <source>an above-threshold query</source>
        <translation>une requête au-dessus du seuil</translation>
    </message>
    <message>
        <source>{what} needs exactly one of "column", "columns" or "filters"</source>
        <translation>{what} demande exactement un de "column", "columns" ou "filters"</translation>
    </message>
    <message>
        <source>"column" must be a column name</source>
        <translation>"column" doit être un nom de colonne</translation>
    </message>
    <message>
        <source>{what} takes "columns": a list of two different columns</source>
        <translation>{what} prend "columns" : une liste de deux colonnes différentes</translation>
    </message>
    <message>
        <source>Two candidates would both be called {label}, so the answer could not say which one is above; rename a category</source>
        <translation>Deux candidats s'appelleraient tous deux {label}, et la réponse ne pourrait pas dire lequel est au-dessus ; renommez une catégorie</translation>
    </message>
    <message>
        <source>"monotone" must be true or false</source>
        <translation>"monotone" doit être true ou false</translation>
    </message>
    <message>
        <source>"follow_up" is the share of ε for the counts of those above: at least 0 and less than 1</source>
        <translation>"follow_up" est la part de ε pour les comptages de ceux au-dessus : au moins 0 et moins de 1</translation>
    </message>
    <message>
        <source>An above-threshold query takes from 1 to {most} candidates, not {count}</source>
        <translation>Une requête au-dessus du seuil prend de 1 à {most} candidats, pas {count}</translation>
    </message>
    <message>
        <source>"filters" needs a non-empty list of {"name": …, "where": …}</source>
        <translation>"filters" demande une liste non vide de {"name": …, "where": …}</translation>
    </message>
    <message>
        <source>Each filter is {"name": text, "where": a condition}</source>
        <translation>Chaque filtre est {"name": text, "where": a condition} (un nom et une condition)</translation>
    </message>
    <message>
        <source>a filter</source>
        <translation>un filtre</translation>
    </message>
    <message>
        <source>A filter's name must have from 1 to {most} characters</source>
        <translation>Le nom d'un filtre doit avoir de 1 à {most} caractères</translation>
    </message>
    <message>
        <source>Two filters have the same name</source>
        <translation>Deux filtres ont le même nom</translation>
    </message>
    <message>
        <source>Two candidates have the same label, so "order" cannot name them; leave the order as declared</source>
        <translation>Deux candidats ont le même libellé, donc "order" ne peut pas les nommer ; gardez l'ordre déclaré</translation>
    </message>
    <message>
        <source>"order" must list every candidate's label exactly once</source>
        <translation>"order" doit donner le libellé de chaque candidat exactement une fois</translation>
    </message>
    <message>
        <source>{what} needs "columns": a list of at least two different columns</source>
        <translation>{what} nécessite "columns" : une liste d'au moins deux colonnes différentes</translation>
    </message>
    <message>
        <source>"where" may hold at most {parts} conditions and values in all</source>
        <translation>"where" peut contenir au plus {parts} conditions et valeurs au total</translation>
    </message>
    <message>
        <source>A condition must be a JSON object</source>
        <translation>Une condition doit être un objet JSON</translation>
    </message>
    <message>
        <source>a condition with "{op}"</source>
        <translation>une condition avec "{op}"</translation>
    </message>
    <message>
        <source>"{op}" needs a non-empty list of conditions</source>
        <translation>"{op}" nécessite une liste non vide de conditions</translation>
    </message>
    <message>
        <source>"and" and "or" may be nested at most {depth} deep</source>
        <translation>"and" et "or" peuvent être imbriqués sur {depth} niveaux au plus</translation>
    </message>
    <message>
        <source>A condition needs "column" and one of "equals", "in" or "range" (or "and"/"or")</source>
        <translation>Une condition nécessite "column" et l'un de "equals", "in" ou "range" (ou "and"/"or")</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>une condition</translation>
    </message>
    <message>
        <source>A condition's "column" must be a column name</source>
        <translation>Le champ "column" d'une condition doit être un nom de colonne</translation>
    </message>
    <message>
        <source>"range" needs a numeric column and [low, high]</source>
        <translation>"range" nécessite une colonne numérique et [low, high]</translation>
    </message>
    <message>
        <source>"range" must be [low, high] with low ≤ high, got [{low}, {high}]</source>
        <translation>"range" doit être [low, high] avec low ≤ high ; valeurs reçues : [{low}, {high}]</translation>
    </message>
    <message>
        <source>"in" needs a non-empty list of values</source>
        <translation>"in" nécessite une liste non vide de valeurs</translation>
    </message>
    <message>
        <source>A value in "{form}" may have at most {most} characters</source>
        <translation>Une valeur dans "{form}" peut avoir au plus {most} caractères</translation>
    </message>
    <message>
        <source>A value in "{form}" holds text that is not valid Unicode</source>
        <translation>Une valeur dans "{form}" contient du texte qui n'est pas de l'Unicode valide</translation>
    </message>
    <message>
        <source>"{form}" takes text or numbers only, not true, false, null, lists or objects (write true or false in quotes as the data spells them)</source>
        <translation>"{form}" n'accepte que du texte ou des nombres, pas true, false, null, des listes ou des objets (écrivez true ou false entre guillemets, comme dans les données)</translation>
    </message>
    <message>
        <source>a value in "{form}"</source>
        <translation>une valeur dans "{form}"</translation>
    </message>
</context>
<context>
    <name>engine.release</name>
    <message>
        <source>The confidence level must be between {low}% and {high}%, got {value}</source>
        <translation>Le niveau de confiance doit être compris entre {low} % et {high} % (reçu : {value})</translation>
    </message>
    <message>
        <source>Declare the schema of {dataset} before releasing anything from it</source>
        <translation>Déclarez le schéma de {dataset} avant d'en publier quoi que ce soit</translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the "derived_from_private_data" mark) before releasing</source>
        <translation>Le schéma de {dataset} a été proposé à partir des données privées ; vérifiez-le et déclarez-le (retirez la marque "derived_from_private_data") avant de publier</translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the "derived_from_private_data" mark) before releasing (still to confirm: {columns})</source>
        <translation>Le schéma de {dataset} a été proposé à partir des données privées ; vérifiez-le et déclarez-le (retirez la marque "derived_from_private_data") avant de publier (reste à confirmer : {columns})</translation>
    </message>
    <message>
        <source>Above-threshold answers come from the sparse vector technique, which needs a pure ε</source>
        <translation>Les réponses au-dessus du seuil viennent de la technique du vecteur creux, qui demande un ε pur</translation>
    </message>
    <message>
        <source>A mode is chosen by permute-and-flip, which needs a pure ε</source>
        <translation>Un mode est choisi par permute-and-flip, qui nécessite un ε pur</translation>
    </message>
    <message>
        <source>A quantile is chosen by permute-and-flip, which needs a pure ε</source>
        <translation>Un quantile est choisi par permute-and-flip, qui nécessite un ε pur</translation>
    </message>
    <message>
        <source>Marginals are chosen by permute-and-flip, which needs a pure ε</source>
        <translation>Les marges sont choisies par permute-and-flip, qui nécessite un ε pur</translation>
    </message>
    <message>
        <source>The bounds [{lower}, {upper}] are too far apart to place {points} candidate values between them; give narrower bounds</source>
        <translation>Les bornes [{lower}, {upper}] sont trop éloignées pour placer {points} valeurs candidates entre elles ; indiquez des bornes plus resserrées</translation>
    </message>
    <message>
        <source>Counts are monotone only when the privacy unit is add-remove (replacing a person can raise one count and lower another); leave "monotone" false</source>
        <translation>Les comptages ne sont monotones que si l'unité de confidentialité est ajout-retrait (remplacer une personne peut augmenter un comptage et en baisser un autre) ; laissez "monotone" à false</translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured) and the typical difference between its learned and measured cells in rows</source>
        <translation>Chaque tableau indique aussi la demi-largeur à 95 % du bruit de sa mesure (s'il a été mesuré) et l'écart typique, en lignes, entre ses cellules apprises et mesurées</translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured), the typical difference between its learned and measured cells in rows, and </source>
        <translation>Chaque tableau indique aussi la demi-largeur à 95 % du bruit de sa mesure (s'il a été mesuré), l'écart typique, en lignes, entre ses cellules apprises et mesurées, et </translation>
    </message>
    <message>
        <source>No per-cell range: the learned model is too large to refit the {least} times its ranges need in reasonable time</source>
        <translation>Pas d'intervalle par cellule : le modèle appris est trop grand pour être réajusté en un temps raisonnable les {least} fois que ses intervalles nécessitent</translation>
    </message>
    <message>
        <source>No per-cell range: their computation was cancelled; the tables, already paid for, are kept</source>
        <translation>Pas d'intervalle par cellule : leur calcul a été annulé ; les tableaux, déjà payés, sont conservés</translation>
    </message>
    <message>
        <source>No per-cell range: computing them failed ({error})</source>
        <translation>Pas d'intervalle par cellule : leur calcul a échoué ({error})</translation>
    </message>
    <message>
        <source>No per-cell range: no round was run, or the ranges were stopped before {least} refits</source>
        <translation>Pas d'intervalle par cellule : aucun tour n'a été effectué, ou le calcul des intervalles a été arrêté avant {least} réajustements</translation>
    </message>
    <message>
        <source>Each cell's range (about {confidence}, approximate) comes from the released measurements alone, at no cost: Efron's parametric bootstrap ({refits} refits of the same fit to measurements drawn again from the learned tables, with fresh discrete Laplace noise of each measurement's scale), widened by how far the model still was, in its last rounds, from the tables it measured next (s = {miss} rows per √row; ± {z}·s·√count for a measured table, ± {chebyshev}·s·√count, Chebyshev's bound, for a table learned from the others)</source>
        <translation>L'intervalle de chaque cellule (environ {confidence}, approximatif) provient uniquement des mesures publiées, sans coût : bootstrap paramétrique d'Efron ({refits} réajustements du même modèle sur des mesures tirées à nouveau des tableaux appris, avec un nouveau bruit de Laplace discret à l'échelle de chaque mesure), élargi selon l'écart qui subsistait, lors des derniers tours, entre le modèle et les tableaux qu'il a mesurés ensuite (s = {miss} lignes par √ligne ; ± {z}·s·√effectif pour un tableau mesuré, ± {chebyshev}·s·√effectif, borne de Tchebychev, pour un tableau appris à partir des autres)</translation>
    </message>
    <message>
        <source>⚠ These tables are not fit to publish: the noise of each measured table (±{width} rows at 95%) is larger than a typical learned cell ({typical} rows). The noise would be smaller than a typical cell at ε = {epsilon} or more</source>
        <translation>⚠ Ces tableaux ne sont pas publiables : le bruit de chaque tableau mesuré (±{width} lignes à 95 %) est plus grand qu'une cellule apprise typique ({typical} lignes). Le bruit serait plus petit qu'une cellule typique avec ε = {epsilon} ou plus</translation>
    </message>
    <message>
        <source>, or with the rounds cut to {rounds} (each round measures one table, so fewer tables measured each get more of the budget)</source>
        <translation>, ou avec les tours réduits à {rounds} (chaque tour mesure un tableau : moins il y a de tableaux mesurés, plus chacun reçoit de budget)</translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation>Annulé ; son coût ({cost}), déjà débité, reste dépensé, car la lecture de ses données avait commencé</translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation>La publication a échoué après le débit de son coût ({cost}) (erreur interne : {error}) ; ce débit reste dépensé. Merci de signaler ce problème.</translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the disk is full), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation>La publication a été faite mais n'a pas pu être enregistrée (le disque est plein) : son résultat est donc perdu sans avoir été vu ; son coût ({cost}), déjà débité, reste dépensé (le registre l'indique comme échouée), et la relancer dépenserait à nouveau</translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the project file could not be written), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation>La publication a été faite mais n'a pas pu être enregistrée (le fichier de projet n'a pas pu être écrit) : son résultat est donc perdu sans avoir été vu ; son coût ({cost}), déjà débité, reste dépensé (le registre l'indique comme échouée), et la relancer dépenserait à nouveau</translation>
    </message>
    <message>
        <source>At most {count} row of each person were kept, chosen at random, before counting</source>
        <translation>Au plus {count} ligne par personne a été conservée, tirée au hasard, avant le comptage</translation>
    </message>
    <message>
        <source>At most {count} rows of each person were kept, chosen at random, before counting</source>
        <translation>Au plus {count} lignes par personne ont été conservées, tirées au hasard, avant le comptage</translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} row in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation>On suppose que chaque personne a au plus {count} ligne dans les données ; cela n'a pas été vérifié (déclarez la colonne qui identifie les personnes pour l'imposer)</translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} rows in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation>On suppose que chaque personne a au plus {count} lignes dans les données ; cela n'a pas été vérifié (déclarez la colonne qui identifie les personnes pour l'imposer)</translation>
    </message>
    <message>
        <source>Ask for at least one synthetic row</source>
        <translation>Demandez au moins une ligne synthétique</translation>
    </message>
</context>
<context>
    <name>engine.spark_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation>Aucun des fichiers liés n'est plus présent</translation>
    </message>
    <message>
        <source>aggregating on the cluster</source>
        <translation>agrégation sur le cluster</translation>
    </message>
</context>
<context>
    <name>engine.sql_aggregates</name>
    <message>
        <source>counting in the data's own engine</source>
        <translation>comptage dans le moteur propre aux données</translation>
    </message>
    <message>
        <source>adding in the data's own engine</source>
        <translation>addition dans le moteur propre aux données</translation>
    </message>
    <message>
        <source>ranking in the data's own engine</source>
        <translation>classement dans le moteur propre aux données</translation>
    </message>
</context>
<context>
    <name>engine.survey_estimates</name>
    <message>
        <source>Wilson score interval</source>
        <translation>Intervalle de score de Wilson</translation>
    </message>
    <message>
        <source>Wald interval (poor near 0 and 1)</source>
        <translation>Intervalle de Wald (peu fiable près de 0 et 1)</translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval</source>
        <translation>Intervalle exact de Clopper–Pearson</translation>
    </message>
    <message>
        <source>Hoeffding bound (valid for every n)</source>
        <translation>Borne de Hoeffding (valable pour tout n)</translation>
    </message>
    <message>
        <source>fewer than two responses: no estimate</source>
        <translation>moins de deux réponses : pas d'estimation</translation>
    </message>
    <message>
        <source>asked directly, not protected: share of answers; {interval}</source>
        <translation>posée directement, non protégée : proportion des réponses ; {interval}</translation>
    </message>
    <message>
        <source>Subgroups must come from a question asked directly; {question} is randomised</source>
        <translation>Les sous-groupes doivent provenir d'une question posée directement ; {question} est randomisée</translation>
    </message>
    <message>
        <source>Subgroups must come from a choice or a number; {question} holds answers as typed, which identify people</source>
        <translation>Les sous-groupes doivent provenir d'un choix ou d'un nombre ; {question} contient des réponses saisies librement, qui identifient des personnes</translation>
    </message>
    <message>
        <source>{question}: {answer}</source>
        <translation>{question} : {answer}</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(pas de réponse)</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>tout le monde</translation>
    </message>
</context>
<context>
    <name>licenses</name>
    <message>
        <source>dpgui uses Qt for Python (PySide6) and Qt under the GNU Lesser General Public License v3. They are used as unmodified, dynamically linked libraries: you may replace them with your own build, and their source code is available from qt.io. The full LGPL text is included below.</source>
        <translation>dpgui utilise Qt for Python (PySide6) et Qt sous la licence GNU Lesser General Public License v3. Ce sont des bibliothèques non modifiées, liées dynamiquement : vous pouvez les remplacer par votre propre version, et leur code source est disponible sur qt.io. Le texte complet de la LGPL figure ci-dessous.</translation>
    </message>
</context>
<context>
    <name>report.charts</name>
    <message>
        <source>Noisy counts; each cell ± {width} ({confidence} interval)</source>
        <translation>Effectifs bruités ; chaque cellule ± {width} (intervalle à {confidence})</translation>
    </message>
    <message>
        <source>count</source>
        <translation>effectif</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>{what} (dot: estimate; bar: {confidence} interval)</source>
        <translation>{what} (point : estimation ; barre : intervalle à {confidence})</translation>
    </message>
    <message>
        <source>count (people)</source>
        <translation>effectif (personnes)</translation>
    </message>
    <message>
        <source>Estimates with {confidence} intervals</source>
        <translation>Estimations avec intervalles à {confidence}</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous</translation>
    </message>
    <message>
        <source>not examined</source>
        <translation>non examiné</translation>
    </message>
    <message>
        <source>candidates, in the order examined</source>
        <translation>candidats, dans l'ordre examiné</translation>
    </message>
    <message>
        <source>Which are above {threshold} (examined {examined} of {count})</source>
        <translation>Lesquels dépassent {threshold} ({examined} examinés sur {count})</translation>
    </message>
    <message>
        <source>what an observer can reach (ε = {epsilon})</source>
        <translation>ce qu'un observateur peut atteindre (ε = {epsilon})</translation>
    </message>
    <message>
        <source>no release: pure guessing</source>
        <translation>aucune publication : pur hasard</translation>
    </message>
    <message>
        <source>false-positive rate (innocent people accused)</source>
        <translation>taux de faux positifs (personnes innocentes accusées)</translation>
    </message>
    <message>
        <source>true-positive rate
(you, correctly identified)</source>
        <translation>taux de vrais positifs
(vous, correctement identifié)</translation>
    </message>
    <message>
        <source>Best possible test of "is this person in the data?" (ε = {epsilon})</source>
        <translation>Meilleur test possible de « cette personne est-elle dans les données ? » (ε = {epsilon})</translation>
    </message>
    <message>
        <source>output</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>P(output | input); red boxes: the pair and output that set ε*</source>
        <translation>P(sortie | entrée) ; cadres rouges : la paire et la sortie qui déterminent ε*</translation>
    </message>
    <message>
        <source>Markov chain: each input (left) moves to an output (right) with the labelled probability</source>
        <translation>Chaîne de Markov : chaque entrée (à gauche) passe à une sortie (à droite) avec la probabilité indiquée</translation>
    </message>
    <message>
        <source>ε* = {epsilon} (δ = 0 from here)</source>
        <translation>ε* = {epsilon} (δ = 0 à partir d'ici)</translation>
    </message>
    <message>
        <source>smallest δ</source>
        <translation>plus petit δ</translation>
    </message>
    <message>
        <source>δ(ε): every (ε, δ) on or above the curve is guaranteed</source>
        <translation>δ(ε) : tout couple (ε, δ) sur la courbe ou au-dessus est garanti</translation>
    </message>
    <message>
        <source>Typical difference from its noisy measurement, in rows per cell</source>
        <translation>Écart typique avec sa mesure bruitée, en lignes par cellule</translation>
    </message>
    <message>
        <source>Distance of the learned table from its noisy measurement (0 = same, 1 = disjoint)</source>
        <translation>Distance entre le tableau appris et sa mesure bruitée (0 = identiques, 1 = disjoints)</translation>
    </message>
    <message>
        <source>Error by table (grey: not measured directly, learned from the others)</source>
        <translation>Erreur par tableau (gris : non mesuré directement, appris à partir des autres)</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>appris</translation>
    </message>
    <message>
        <source>noisy measurement</source>
        <translation>mesure bruitée</translation>
    </message>
    <message>
        <source>estimated count</source>
        <translation>effectif estimé</translation>
    </message>
    <message>
        <source>{table}: rows {rows}, columns {columns}</source>
        <translation>{table} : lignes {rows}, colonnes {columns}</translation>
    </message>
    <message>
        <source>No estimates yet: collect or import responses.</source>
        <translation>Aucune estimation pour l'instant : collectez ou importez des réponses.</translation>
    </message>
    <message>
        <source>estimated share, with {confidence} intervals (grey: asked directly, not protected)</source>
        <translation>proportion estimée, avec intervalles à {confidence} (gris : posée directement, non protégée)</translation>
    </message>
</context>
<context>
    <name>report.document</name>
    <message>
        <source>discrete Laplace</source>
        <translation>bruit de Laplace discret</translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation>bruit gaussien discret</translation>
    </message>
    <message>
        <source>permute-and-flip selection</source>
        <translation>sélection par permute-and-flip</translation>
    </message>
    <message>
        <source>learned by private multiplicative weights</source>
        <translation>appris par poids multiplicatifs privés</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>bruit</translation>
    </message>
    <message>
        <source>ρ = {rho} (zero-concentrated DP)</source>
        <translation>ρ = {rho} (DP à concentration nulle, zCDP)</translation>
    </message>
    <message>
        <source>{law}, costing {spend}</source>
        <translation>{law}, pour un coût de {spend}</translation>
    </message>
    <message>
        <source>scale {width}</source>
        <translation>échelle {width}</translation>
    </message>
    <message>
        <source>{law} with {scale} on the sum, costing {spend}</source>
        <translation>{law} avec {scale} sur la somme, pour un coût de {spend}</translation>
    </message>
    <message>
        <source>{law} with {scale}, costing {spend}</source>
        <translation>{law} avec {scale}, pour un coût de {spend}</translation>
    </message>
    <message>
        <source>There is no release {number} in this project</source>
        <translation>Il n'y a pas de publication {number} dans ce projet</translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation>Il n'y a encore aucune publication à inclure dans un rapport</translation>
    </message>
    <message>
        <source>learned from a tree of measured tables</source>
        <translation>appris à partir d'un arbre de tableaux mesurés</translation>
    </message>
    <message>
        <source>sparse vector (above the line)</source>
        <translation>vecteur creux (au-dessus du seuil)</translation>
    </message>
    <message>
        <source>Choose releases for detail as numbers separated by commas (3,17,42), last:20, all or none</source>
        <translation>Choisissez les publications à présenter en détail : des numéros séparés par des virgules (3,17,42), last:20, all ou none</translation>
    </message>
    <message>
        <source>Summing up release {number} of {count}</source>
        <translation>Résumé de la publication {number} sur {count}</translation>
    </message>
    <message>
        <source>adding or removing any one person</source>
        <translation>l'ajout ou le retrait d'une personne quelconque</translation>
    </message>
    <message>
        <source>replacing any one person's data with someone else's</source>
        <translation>le remplacement des données d'une personne quelconque par celles de quelqu'un d'autre</translation>
    </message>
    <message>
        <source>These statistics were released with differential privacy by dpgui {version}. Random noise was added to each one, calibrated so that the published numbers reveal very little about any single person.</source>
        <translation>Ces statistiques ont été publiées avec la confidentialité différentielle par dpgui {version}. Un bruit aléatoire a été ajouté à chacune, calibré pour que les chiffres publiés révèlent très peu de chose sur une personne en particulier.</translation>
    </message>
    <message>
        <source>Unit of privacy: the guarantee covers {unit}, with all of that person's rows; each release below says how many rows one person may have and whether that was enforced or assumed.</source>
        <translation>Unité de confidentialité : la garantie couvre {unit}, avec toutes les lignes de cette personne ; chaque publication ci-dessous indique combien de lignes une personne peut avoir, et si cette limite a été imposée ou supposée.</translation>
    </message>
    <message>
        <source>Public metadata: every category list and bound used below was declared by the curator, not read from the data. Values outside a declared list are counted in an explicit "(other)" cell, unless a release below says that they were left out; values outside declared bounds are clamped to them.</source>
        <translation>Métadonnées publiques : chaque liste de catégories et chaque borne utilisées ci-dessous ont été déclarées par le responsable des données, et non lues dans les données. Les valeurs absentes d'une liste déclarée sont comptées dans une cellule explicite « (autre) », sauf si une publication ci-dessous indique qu'elles ont été exclues ; les valeurs hors des bornes déclarées sont ramenées à ces bornes.</translation>
    </message>
    <message>
        <source>Privacy budget of {name}: {symbol} = {total} in total; {symbol} = {spent} spent by all releases about these people so far; {symbol} = {left} remaining. Costs add up across releases (sequential composition).</source>
        <translation>Budget de confidentialité de {name} : {symbol} = {total} au total ; {symbol} = {spent} dépensé jusqu'ici par toutes les publications concernant ces personnes ; {symbol} = {left} restant. Les coûts s'additionnent d'une publication à l'autre (composition séquentielle).</translation>
    </message>
    <message>
        <source>Reading the intervals: each interval contains the true value with the stated probability. Post-processing such as clamping or rounding never changes the privacy cost.</source>
        <translation>Lecture des intervalles : chaque intervalle contient la vraie valeur avec la probabilité indiquée. Un post-traitement tel que le recadrage dans les bornes ou l'arrondi ne modifie jamais le coût en confidentialité.</translation>
    </message>
    <message>
        <source>Checking the ledger</source>
        <translation>Vérification du registre</translation>
    </message>
    <message>
        <source>No release is shown in detail below, only summed up here.</source>
        <translation>Aucune publication n'est présentée en détail ci-dessous ; elles sont seulement résumées ici.</translation>
    </message>
    <message>
        <source>{detailed} of these {reported} releases are shown in detail below; the others are only summed up here.</source>
        <translation>{detailed} de ces {reported} publications sont présentées en détail ci-dessous ; les autres sont seulement résumées ici.</translation>
    </message>
    <message>
        <source>1 table learned</source>
        <translation>1 tableau appris</translation>
    </message>
    <message>
        <source>{count} tables learned together</source>
        <translation>{count} tableaux appris ensemble</translation>
    </message>
    <message>
        <source>and {count} more cells</source>
        <translation>et {count} cellules de plus</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>et {count} de plus</translation>
    </message>
    <message>
        <source>Above the line: {names} ({examined} of {count} examined)</source>
        <translation>Au-dessus du seuil : {names} ({examined} examinés sur {count})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{confidence} intervals</source>
        <translation>intervalles à {confidence}</translation>
    </message>
    <message>
        <source>approximate {confidence} ranges</source>
        <translation>intervalles approximatifs à {confidence}</translation>
    </message>
    <message>
        <source>no per-cell ranges</source>
        <translation>pas d'intervalle par cellule</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Intervals ({confidence}): {method}.</source>
        <translation>{title} : {mechanism}. Intervalles ({confidence}) : {method}.</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Approximate ranges ({confidence}): {method}.</source>
        <translation>{title} : {mechanism}. Intervalles approximatifs ({confidence}) : {method}.</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. No per-cell ranges; how it was computed: {method}.</source>
        <translation>{title} : {mechanism}. Pas d'intervalle par cellule ; méthode de calcul : {method}.</translation>
    </message>
    <message>
        <source>Post-processing, which costs nothing: {steps}.</source>
        <translation>Post-traitement, qui ne coûte rien : {steps}.</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>reporté</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>compté</translation>
    </message>
    <message>
        <source>Total: {group}</source>
        <translation>Total : {group}</translation>
    </message>
</context>
<context>
    <name>report.manifest</name>
    <message>
        <source>this is not a dpgui release manifest</source>
        <translation>ce n'est pas un manifeste de publication dpgui</translation>
    </message>
    <message>
        <source>the project's ledger has no entry {entry}</source>
        <translation>le registre du projet n'a pas d'entrée {entry}</translation>
    </message>
    <message>
        <source>the ledger hash differs from the project's ledger</source>
        <translation>l'empreinte du registre diffère de celle du registre du projet</translation>
    </message>
    <message>
        <source>the released values or intervals differ from what the ledger recorded</source>
        <translation>les valeurs ou intervalles publiés diffèrent de ce que le registre a enregistré</translation>
    </message>
    <message>
        <source>the query differs from the ledger</source>
        <translation>la requête diffère de celle du registre</translation>
    </message>
    <message>
        <source>the release number differs from the ledger</source>
        <translation>le numéro de publication diffère de celui du registre</translation>
    </message>
    <message>
        <source>the cost differs from the ledger</source>
        <translation>le coût diffère de celui du registre</translation>
    </message>
</context>
<context>
    <name>report.plain_words</name>
    <message>
        <source>released</source>
        <translation>publiée</translation>
    </message>
    <message>
        <source>failed (still counted)</source>
        <translation>échouée (toujours comptée)</translation>
    </message>
    <message>
        <source>cancelled (still counted)</source>
        <translation>annulée (toujours comptée)</translation>
    </message>
    <message>
        <source>interrupted (still counted)</source>
        <translation>interrompue (toujours comptée)</translation>
    </message>
    <message>
        <source>{asked}: {value} (chosen with privacy protection, so it may be near, not exactly at, the true value).</source>
        <translation>{asked} : {value} (choisi avec une protection de la confidentialité : il peut donc être proche de la vraie valeur, sans lui être exactement égal).</translation>
    </message>
    <message>
        <source>{asked}: each number is a count of rows with a little random noise added to protect people; we are {sure} sure that each true count lies between its low and high end.</source>
        <translation>{asked} : chaque nombre est un effectif de lignes auquel on a ajouté un peu de bruit aléatoire pour protéger les personnes ; nous sommes sûrs à {sure} que chaque vrai effectif se situe entre ses bornes basse et haute.</translation>
    </message>
    <message>
        <source>{asked}: {value}.</source>
        <translation>{asked} : {value}.</translation>
    </message>
    <message>
        <source>{asked}: about {estimate}; we are {sure} sure the true value lies in that range.</source>
        <translation>{asked} : environ {estimate} ; nous sommes sûrs à {sure} que la vraie valeur se situe dans cet intervalle.</translation>
    </message>
    <message>
        <source>not examined</source>
        <translation>non examiné</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous</translation>
    </message>
    <message>
        <source>Which are above {threshold}</source>
        <translation>Lesquels dépassent {threshold}</translation>
    </message>
    <message>
        <source>{asked}: {above} of {count} reported above: {names}.</source>
        <translation>{asked} : {above} sur {count} déclarés au-dessus : {names}.</translation>
    </message>
    <message>
        <source>{asked}: none of the {count} was reported above.</source>
        <translation>{asked} : aucun des {count} n'a été déclaré au-dessus.</translation>
    </message>
    <message>
        <source>It stopped after {c} above: {examined} of {count} examined, {rest} not examined.</source>
        <translation>Arrêt après {c} au-dessus : {examined} examinés sur {count}, {rest} non examinés.</translation>
    </message>
    <message>
        <source>All {count} were examined.</source>
        <translation>Les {count} ont tous été examinés.</translation>
    </message>
    <message>
        <source>"Above" is decided with random noise: a true count {w} or more below the line is reported above at most {p_below} of the time, one {w} or more above it at least {p_above} of the time (if examined first).</source>
        <translation>« Au-dessus » est décidé avec un bruit aléatoire : un vrai comptage inférieur au seuil de {w} ou plus est déclaré au-dessus au plus {p_below} du temps, un comptage supérieur de {w} ou plus au moins {p_above} du temps (s'il est examiné en premier).</translation>
    </message>
    <message>
        <source>{asked}: many tables learned together from noisy counts, so they agree with one another.</source>
        <translation>{asked} : plusieurs tableaux appris ensemble à partir d'effectifs bruités, si bien qu'ils concordent entre eux.</translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation>Plusieurs tableaux à la fois</translation>
    </message>
    <message>
        <source>We are about {sure} sure that each true count lies between its low and high end (approximate ranges; tables learned from the others have wider ones).</source>
        <translation>Nous sommes sûrs à environ {sure} que chaque vrai effectif se situe entre ses bornes basse et haute (intervalles approximatifs ; ceux des tableaux appris à partir des autres sont plus larges).</translation>
    </message>
    <message>
        <source>These tables have no ranges (see how they were computed).</source>
        <translation>Ces tableaux n'ont pas d'intervalles (voir comment ils ont été calculés).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>effectif</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>quantile</source>
        <translation>quantile</translation>
    </message>
    <message>
        <source>(other)</source>
        <translation>(autre)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(manquant)</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} et {more} autres</translation>
    </message>
    <message>
        <source>⚠ Too few rows for a usable number in {named}: the range is wider than the number. Do not publish those on their own; merge groups or collect more data.</source>
        <translation>⚠ Trop peu de lignes pour obtenir un chiffre utilisable dans {named} : l'intervalle est plus large que le chiffre. Ne les publiez pas seuls ; fusionnez des groupes ou collectez davantage de données.</translation>
    </message>
</context>
<context>
    <name>report.release_export</name>
    <message>
        <source>Export a release as {formats}, not {given}</source>
        <translation>Exportez une publication au format {formats}, pas {given}</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>un fichier sans extension</translation>
    </message>
</context>
<context>
    <name>report.render</name>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>Borne basse</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Borne haute</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Dépensé</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Restant</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation>Comptage de suivi</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Quand (UTC)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Released numbers (low to high end)</source>
        <translation>Chiffres publiés (de la borne basse à la borne haute)</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>Writing the summary: release {number} of {count}</source>
        <translation>Écriture du résumé : publication {number} sur {count}</translation>
    </message>
    <message>
        <source>Drawing release {number} ({done} of {count} in detail)</source>
        <translation>Tracé de la publication {number} ({done} sur {count} en détail)</translation>
    </message>
    <message>
        <source>{project} — release report</source>
        <translation>{project} — rapport de publication</translation>
    </message>
    <message>
        <source>Release report: {project}</source>
        <translation>Rapport de publication : {project}</translation>
    </message>
    <message>
        <source>Generated {time}</source>
        <translation>Généré le {time}</translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation>Méthodologie</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Summary of the releases</source>
        <translation>Résumé des publications</translation>
    </message>
    <message>
        <source>Released statistics</source>
        <translation>Statistiques publiées</translation>
    </message>
    <message>
        <source>chart of release {number}</source>
        <translation>graphique de la publication {number}</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>Head of the ledger's hash chain: {hash}. Any change to an earlier entry changes this value.</source>
        <translation>Tête de la chaîne d'empreintes du registre : {hash}. Toute modification d'une entrée antérieure change cette valeur.</translation>
    </message>
    <message>
        <source>Saving the report</source>
        <translation>Enregistrement du rapport</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>How the intervals were computed: {method}.</source>
        <translation>Calcul des intervalles : {method}.</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Post-traitement (gratuit) : {steps}.</translation>
    </message>
    <message>
        <source>… {count} more rows in the HTML report or the exported table.</source>
        <translation>… {count} lignes de plus dans le rapport HTML ou le tableau exporté.</translation>
    </message>
    <message>
        <source>Writing the ledger</source>
        <translation>Écriture du registre</translation>
    </message>
    <message>
        <source>Budget and ledger</source>
        <translation>Budget et registre</translation>
    </message>
    <message>
        <source>Every entry counts as spent, whatever its outcome. Head of the ledger's hash chain:</source>
        <translation>Chaque entrée compte comme dépensée, quel que soit son résultat. Tête de la chaîne d'empreintes du registre :</translation>
    </message>
    <message>
        <source>The report file must end in .pdf or .html</source>
        <translation>Le fichier de rapport doit se terminer par .pdf ou .html</translation>
    </message>
</context>
<context>
    <name>report.survey_export</name>
    <message>
        <source>NO: stored exactly as given, never randomised; text, numbers, dates and GPS points like these can identify people: keep this file as private as the raw data</source>
        <translation>NON : enregistrée exactement telle quelle, jamais randomisée ; du texte, des nombres, des dates et des points GPS comme ceux-ci peuvent identifier des personnes : gardez ce fichier aussi confidentiel que les données brutes</translation>
    </message>
    <message>
        <source>as given ({kind}); blank = missing</source>
        <translation>telle quelle ({kind}) ; vide = manquant</translation>
    </message>
    <message>
        <source>1 = yes, 0 = no (the reported answer)</source>
        <translation>1 = oui, 0 = non (la réponse déclarée)</translation>
    </message>
    <message>
        <source>whole number {lower}..{upper}</source>
        <translation>nombre entier {lower}..{upper}</translation>
    </message>
    <message>
        <source>one 0/1 column per option ({columns})</source>
        <translation>une colonne 0/1 par option ({columns})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO: asked directly</source>
        <translation>NON : posée directement</translation>
    </message>
    <message>
        <source>{question}: bit for {option}</source>
        <translation>{question} : indicateur 0/1 pour {option}</translation>
    </message>
    <message>
        <source>yes (reported)</source>
        <translation>oui (déclaré)</translation>
    </message>
    <message>
        <source>no (reported)</source>
        <translation>non (déclaré)</translation>
    </message>
    <message>
        <source>Export as one of {formats}</source>
        <translation>Exportez dans l'un de ces formats : {formats}</translation>
    </message>
    <message>
        <source>{error} (already written: {files})</source>
        <translation>{error} (déjà écrits : {files})</translation>
    </message>
    <message>
        <source>SPSS export needs pyreadstat (pip install 'dpgui[spss]')</source>
        <translation>L'export SPSS nécessite pyreadstat (pip install 'dpgui[spss]')</translation>
    </message>
    <message>
        <source>the SPSS file was not written whole</source>
        <translation>le fichier SPSS n'a pas été écrit en entier</translation>
    </message>
</context>
<context>
    <name>report.survey_scripts</name>
    <message>
        <source>{name}: asked directly, NOT protected (the share of answers)</source>
        <translation>{name} : posée directement, NON protégée (la proportion des réponses)</translation>
    </message>
    <message>
        <source>∞ (not private)</source>
        <translation>∞ (non confidentiel)</translation>
    </message>
    <message>
        <source>{name}: a whole number; dpgui gives no estimate for it</source>
        <translation>{name} : un nombre entier ; dpgui n'en donne aucune estimation</translation>
    </message>
    <message>
        <source>{name}: kept as given ({kind}), not estimated</source>
        <translation>{name} : conservée telle quelle ({kind}), non estimée</translation>
    </message>
    <message>
        <source>Each estimate is dpgui's: the share of reports with the design's known noise removed,
(share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
for the share of reports mapped through the design (within 0 and 1).
Missing answers stay missing and are left out of each question's estimate, as in dpgui:
n is the number of people who answered that question.</source>
        <translation>Chaque estimation est celle de dpgui : la proportion de réponses déclarées, corrigée du bruit connu du protocole,
(proportion déclarée - d)/c où P(déclaration) = c x proportion + d, ramenée entre 0 et 1 (raw la donne avant),
son erreur type sqrt(proportion déclarée x (1 - proportion déclarée)/(n - 1))/|c|, et l'intervalle de Wilson à 95 %
de la proportion déclarée, transposé par le protocole (entre 0 et 1).
Les réponses manquantes restent manquantes et sont exclues de l'estimation de chaque question, comme dans dpgui :
n est le nombre de personnes ayant répondu à cette question.</translation>
    </message>
    <message>
        <source>P(yes reported) = c x prevalence + d with c = {c} and d = {d}</source>
        <translation>P(oui déclaré) = c x prévalence + d avec c = {c} et d = {d}</translation>
    </message>
    <message>
        <source>P(option reported) = c x share + d with c = p - q and d = q, p = {p}, q = {q}</source>
        <translation>P(option déclarée) = c x proportion + d avec c = p - q et d = q, p = {p}, q = {q}</translation>
    </message>
    <message>
        <source>each option's 0/1 column: P(1 reported) = c x share + d with c = p - q and d = q, p = 1/2, q = {q}</source>
        <translation>colonne 0/1 de chaque option : P(1 déclaré) = c x proportion + d avec c = p - q et d = q, p = 1/2, q = {q}</translation>
    </message>
    <message>
        <source>the share of answers (c = 1, d = 0)</source>
        <translation>la proportion des réponses (c = 1, d = 0)</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in R (written by dpgui).
Run it in this folder (Rscript {stem}-analysis.R, or setwd() to it first). Base R 4.1 is enough
for a .csv export; with the packages RRreg and rr installed (install.packages(c("RRreg", "rr")))
their estimates are printed under dpgui's.</source>
        <translation>{title}, version {version} : les estimations de dpgui recalculées dans R (écrit par dpgui).
Exécutez-le dans ce dossier (Rscript {stem}-analysis.R, ou d'abord setwd() vers ce dossier). R 4.1 de base suffit
pour un export .csv ; si les paquets RRreg et rr sont installés (install.packages(c("RRreg", "rr"))),
leurs estimations sont affichées sous celles de dpgui.</translation>
    </message>
    <message>
        <source>the columns are read without their header row and named by position</source>
        <translation>les colonnes sont lues sans leur ligne d'en-tête et nommées selon leur position</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in Stata (written by dpgui).
Run it in this folder (cd to it first). Stata 14 or later, base commands only (16 to read a .sav).</source>
        <translation>{title}, version {version} : les estimations de dpgui recalculées dans Stata (écrit par dpgui).
Exécutez-le dans ce dossier (faites d'abord cd vers ce dossier). Stata 14 ou ultérieur, commandes de base uniquement (16 pour lire un .sav).</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in SPSS (written by dpgui).
Run it with this folder as the working folder (CD 'this folder'. first). Base SPSS only.</source>
        <translation>{title}, version {version} : les estimations de dpgui recalculées dans SPSS (écrit par dpgui).
Exécutez-le avec ce dossier comme dossier de travail (d'abord CD 'ce dossier'.). SPSS de base uniquement.</translation>
    </message>
    <message>
        <source>{name}: not estimated here, as SPSS would rename its column when reading the .xlsx file; the .csv or .sav export's SPSS syntax estimates it</source>
        <translation>{name} : non estimée ici, car SPSS renommerait sa colonne en lisant le fichier .xlsx ; la syntaxe SPSS de l'export .csv ou .sav l'estime</translation>
    </message>
</context>
<context>
    <name>store.columns</name>
    <message>
        <source>A value is {length} characters long (the limit is {most})</source>
        <translation>Une valeur fait {length} caractères (la limite est de {most})</translation>
    </message>
</context>
<context>
    <name>store.declared.names</name>
    <message>
        <source>the dataset</source>
        <translation>le jeu de données</translation>
    </message>
    <message>
        <source>{what} needs a name</source>
        <translation>{what} doit avoir un nom</translation>
    </message>
    <message>
        <source>The name of {what} is {length} characters long; the limit is {most}</source>
        <translation>Nom trop long pour {what} : {length} caractères ; la limite est de {most}</translation>
    </message>
    <message>
        <source>The name of {what} holds an invisible, blank or control character, or one that turns the text around ({character}); type the name again without it</source>
        <translation>Pour {what}, le nom contient un caractère invisible, vide ou de contrôle, ou un caractère qui inverse le sens du texte ({character}) ; saisissez à nouveau le nom sans ce caractère</translation>
    </message>
    <message>
        <source>The new {what} name {name} looks like the existing {other} (the same letters, or letters of another alphabet that look the same); check that it is the one you meant</source>
        <translation>Le nouveau nom de {what} {name} ressemble au nom existant {other} (mêmes lettres, ou lettres d'un autre alphabet qui se ressemblent) ; vérifiez que c'est bien celui que vous vouliez</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>jeu de données</translation>
    </message>
</context>
<context>
    <name>store.declared.numbers</name>
    <message>
        <source>column {name} is declared numeric but {count} values are not numbers (data rows {rows}): {values}</source>
        <translation>la colonne {name} est déclarée numérique, mais {count} valeurs ne sont pas des nombres (lignes de données {rows}) : {values}</translation>
    </message>
    <message>
        <source>column {name} is declared numeric but {count} value is not a number (data rows {rows}): {values}</source>
        <translation>la colonne {name} est déclarée numérique, mais {count} valeur n'est pas un nombre (ligne de données {rows}) : {values}</translation>
    </message>
    <message>
        <source>{problems}. Empty cells count as missing: correct or empty those cells, or declare the column categorical.</source>
        <translation>{problems}. Les cellules vides comptent comme valeurs manquantes : corrigez ou videz ces cellules, ou déclarez la colonne catégorielle.</translation>
    </message>
    <message>
        <source>{source}: nothing was imported. {problems}</source>
        <translation>{source} : rien n'a été importé. {problems}</translation>
    </message>
</context>
<context>
    <name>store.declared.schema</name>
    <message>
        <source>Type must be one of {types}, not {type}</source>
        <translation>Le type doit être l'un de {types}, et non {type}</translation>
    </message>
    <message>
        <source>A categorical column needs a list of categories</source>
        <translation>Une colonne catégorielle nécessite une liste de catégories</translation>
    </message>
    <message>
        <source>The category list has a duplicate</source>
        <translation>La liste de catégories contient un doublon</translation>
    </message>
    <message>
        <source>Missing must be "cell", "other" or "exclude" for a categorical column</source>
        <translation>Missing doit valoir "cell", "other" ou "exclude" pour une colonne catégorielle</translation>
    </message>
    <message>
        <source>Outside must be "other" or "exclude"</source>
        <translation>Outside doit valoir "other" ou "exclude"</translation>
    </message>
    <message>
        <source>Missing values cannot be counted in (other) when values not in the list are left out</source>
        <translation>Les valeurs manquantes ne peuvent pas être comptées dans (autre) quand les valeurs absentes de la liste sont exclues</translation>
    </message>
    <message>
        <source>"outside" applies to a categorical column only</source>
        <translation>"outside" ne s'applique qu'à une colonne catégorielle</translation>
    </message>
    <message>
        <source>A numeric column needs lower and upper bounds</source>
        <translation>Une colonne numérique nécessite des bornes inférieure et supérieure</translation>
    </message>
    <message>
        <source>The bounds must be finite with lower &lt; upper, got [{lower}, {upper}]</source>
        <translation>Les bornes doivent être finies avec inférieure &lt; supérieure (reçu : [{lower}, {upper}])</translation>
    </message>
    <message>
        <source>Missing must be "impute" or "exclude" for a numeric column</source>
        <translation>Pour une colonne numérique, missing doit valoir "impute" ou "exclude"</translation>
    </message>
    <message>
        <source>The imputed value must lie within the bounds</source>
        <translation>La valeur imputée doit se situer entre les bornes</translation>
    </message>
    <message>
        <source>rows with no {name} were left out</source>
        <translation>les lignes sans {name} ont été exclues</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean down</source>
        <translation>les lignes sans {name} ont été comptées comme {value}, ce qui tire la moyenne vers le bas</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean up</source>
        <translation>les lignes sans {name} ont été comptées comme {value}, ce qui tire la moyenne vers le haut</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean toward {value}</source>
        <translation>les lignes sans {name} ont été comptées comme {value}, ce qui tire la moyenne vers {value}</translation>
    </message>
    <message>
        <source>rows whose {name} is missing or not in the declared list are left out</source>
        <translation>les lignes dont {name} est manquant ou absent de la liste déclarée sont exclues</translation>
    </message>
    <message>
        <source>rows whose {name} is not in the declared list are left out; the (missing) cell counts rows with no {name}</source>
        <translation>les lignes dont {name} est absent de la liste déclarée sont exclues ; la cellule (manquant) compte les lignes sans {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list, and the (missing) cell counts rows with no {name}</source>
        <translation>la cellule (autre) compte les valeurs de {name} absentes de la liste déclarée, et la cellule (manquant) compte les lignes sans {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list and rows with no {name}</source>
        <translation>la cellule (autre) compte les valeurs de {name} absentes de la liste déclarée, ainsi que les lignes sans {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list; rows with no {name} are left out</source>
        <translation>la cellule (autre) compte les valeurs de {name} absentes de la liste déclarée ; les lignes sans {name} sont exclues</translation>
    </message>
    <message>
        <source>"max_rows" must be a whole number from 1 to {most}, got {value}</source>
        <translation>"max_rows" doit être un nombre entier de 1 à {most} (reçu : {value})</translation>
    </message>
    <message>
        <source>Column {name} holds randomized-response answers; estimate its prevalence from the design (dpgui rr estimate, or the Survey page) instead of releasing it</source>
        <translation>La colonne {name} contient des réponses randomisées ; estimez sa prévalence à partir du protocole (dpgui rr estimate, ou la page Enquête) au lieu de la publier</translation>
    </message>
    <message>
        <source>Column {name} is not declared in the schema, so it cannot be released</source>
        <translation>La colonne {name} n'est pas déclarée dans le schéma : elle ne peut donc pas être publiée</translation>
    </message>
    <message>
        <source>Column {name} is an identifier and is never released</source>
        <translation>La colonne {name} est un identifiant et n'est jamais publiée</translation>
    </message>
    <message>
        <source>Column {name} is declared {type}; this query needs {types}</source>
        <translation>La colonne {name} est déclarée de type {type} ; cette requête nécessite {types}</translation>
    </message>
    <message>
        <source>The schema is not valid JSON: {problem}</source>
        <translation>Le schéma n'est pas un JSON valide : {problem}</translation>
    </message>
    <message>
        <source>The schema must be a JSON object with a "columns" object</source>
        <translation>Le schéma doit être un objet JSON contenant un objet "columns"</translation>
    </message>
    <message>
        <source>The schema declares {name}, which is not a column of the dataset</source>
        <translation>Le schéma déclare {name}, qui n'est pas une colonne du jeu de données</translation>
    </message>
    <message>
        <source>Column {name}: its declaration must be an object</source>
        <translation>Colonne {name} : sa déclaration doit être un objet</translation>
    </message>
    <message>
        <source>Column {name}: a randomized_response column needs its "design" object</source>
        <translation>Colonne {name} : une colonne randomized_response nécessite son objet "design"</translation>
    </message>
    <message>
        <source>Column {name}: {problem}</source>
        <translation>Colonne {name} : {problem}</translation>
    </message>
    <message>
        <source>"person" must be an object naming the identifier "column" and "max_rows"</source>
        <translation>"person" doit être un objet indiquant la colonne d'identifiant ("column") et "max_rows"</translation>
    </message>
    <message>
        <source>"person" names {name}, which must be a column declared as an identifier</source>
        <translation>"person" désigne {name}, qui doit être une colonne déclarée comme identifiant</translation>
    </message>
</context>
<context>
    <name>store.importers</name>
    <message>
        <source>There is no file at {path}</source>
        <translation>Il n'y a aucun fichier à {path}</translation>
    </message>
    <message>
        <source>{name}: dpgui reads {kinds} files; save it as CSV or Excel and try again</source>
        <translation>{name} : dpgui lit les fichiers {kinds} ; enregistrez-le en CSV ou Excel et réessayez</translation>
    </message>
</context>
<context>
    <name>store.importers.delimited</name>
    <message>
        <source>{name} is UTF-16 text; save it as UTF-8 CSV and try again</source>
        <translation>{name} est un texte UTF-16 ; enregistrez-le en CSV UTF-8 et réessayez</translation>
    </message>
    <message>
        <source>{name} contains binary data (a zero byte at byte {byte}); it is not a text table</source>
        <translation>{name} contient des données binaires (un octet nul à l'octet {byte}) ; ce n'est pas un tableau texte</translation>
    </message>
    <message>
        <source>{name}, line {line}: a line is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation>{name}, ligne {line} : une ligne dépasse {megabytes} Mo, ce qu'aucun tableau ne nécessite ; est-ce vraiment un fichier CSV ?</translation>
    </message>
    <message>
        <source>{name} is empty</source>
        <translation>{name} est vide</translation>
    </message>
    <message>
        <source>{name} ({encoding}, delimiter {delimiter})</source>
        <translation>{name} ({encoding}, séparateur {delimiter})</translation>
    </message>
    <message>
        <source>{name} has no header row</source>
        <translation>{name} n'a pas de ligne d'en-tête</translation>
    </message>
    <message>
        <source>{name}, line 1: {problem}</source>
        <translation>{name}, ligne 1 : {problem}</translation>
    </message>
    <message>
        <source>{name} has no header row (its first line is blank)</source>
        <translation>{name} n'a pas de ligne d'en-tête (sa première ligne est vide)</translation>
    </message>
    <message>
        <source>{file}: the column name {name} appears twice (columns {first} and {second}); rename one and try again</source>
        <translation>{file} : le nom de colonne {name} apparaît deux fois (colonnes {first} et {second}) ; renommez-en une et réessayez</translation>
    </message>
    <message>
        <source>{file}: there is no select_multiple column {name}</source>
        <translation>{file} : il n'y a pas de colonne select_multiple {name}</translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation>{rows} lignes lues</translation>
    </message>
    <message>
        <source>{name} has no data</source>
        <translation>{name} ne contient aucune donnée</translation>
    </message>
    <message>
        <source>{name}: the text is not valid {encoding} ({reason})</source>
        <translation>{name} : le texte n'est pas du {encoding} valide ({reason})</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name} : {problem}</translation>
    </message>
    <message>
        <source>{name} has a header but no rows</source>
        <translation>{name} a un en-tête mais aucune ligne</translation>
    </message>
    <message>
        <source>{name}: its first row, the column names, is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation>{name} : sa première ligne, celle des noms de colonnes, dépasse {megabytes} Mo, ce qu'aucun tableau ne nécessite ; est-ce vraiment un fichier CSV ?</translation>
    </message>
    <message>
        <source>the file ends inside a quoted field ({problem}); it may be truncated</source>
        <translation>le fichier se termine à l'intérieur d'un champ entre guillemets ({problem}) ; il est peut-être tronqué</translation>
    </message>
    <message>
        <source>rows have different numbers of fields: {problem}</source>
        <translation>les lignes n'ont pas toutes le même nombre de champs : {problem}</translation>
    </message>
    <message>
        <source>{problem} (after {rows} rows)</source>
        <translation>{problem} (après {rows} lignes)</translation>
    </message>
</context>
<context>
    <name>store.importers.formats</name>
    <message>
        <source>{file}: the column name {name} appears twice; rename one and try again</source>
        <translation>{file} : le nom de colonne {name} apparaît deux fois ; renommez l'une des colonnes et réessayez</translation>
    </message>
    <message>
        <source>{file}, row {row}: more cells than header names</source>
        <translation>{file}, ligne {row} : plus de cellules que de noms dans l'en-tête</translation>
    </message>
    <message>
        <source>{file} is not a readable Excel .xls workbook ({problem})</source>
        <translation>{file} n'est pas un classeur Excel .xls lisible ({problem})</translation>
    </message>
    <message>
        <source>{file} would unpack to {size} MiB ({text} MiB of text), more than dpgui reads from a workbook ({most} MiB, {most_text} MiB of text); save the sheet as CSV and import that</source>
        <translation>{file} occuperait {size} Mio une fois décompressé ({text} Mio de texte), plus que ce que dpgui lit dans un classeur ({most} Mio, {most_text} Mio de texte) ; enregistrez la feuille au format CSV et importez ce fichier</translation>
    </message>
    <message>
        <source>{file} is not a readable Excel workbook ({problem})</source>
        <translation>{file} n'est pas un classeur Excel lisible ({problem})</translation>
    </message>
    <message>
        <source>{file} has no sheet {sheet} (sheets: {sheets})</source>
        <translation>{file} n'a pas de feuille {sheet} (feuilles : {sheets})</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} est vide</translation>
    </message>
    <message>
        <source>{file} has a header but no rows</source>
        <translation>{file} a un en-tête mais aucune ligne</translation>
    </message>
    <message>
        <source>{file} has no rows</source>
        <translation>{file} n'a aucune ligne</translation>
    </message>
    <message>
        <source>{file} (sheet {sheet})</source>
        <translation>{file} (feuille {sheet})</translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation>{rows} lignes lues</translation>
    </message>
    <message>
        <source>its value labels were NOT applied, because in label set {label_set} the label {label} could stand for two values: the numeric codes were imported</source>
        <translation>ses étiquettes de valeurs n'ont PAS été appliquées, car dans le jeu d'étiquettes {label_set} l'étiquette {label} pourrait désigner deux valeurs : les codes numériques ont été importés</translation>
    </message>
    <message>
        <source>Reading Parquet needs the optional extra: {command}</source>
        <translation>La lecture de Parquet nécessite le module optionnel : {command}</translation>
    </message>
    <message>
        <source>{file} is not a readable Parquet file ({problem})</source>
        <translation>{file} n'est pas un fichier Parquet lisible ({problem})</translation>
    </message>
    <message>
        <source>{file} is not a readable Stata file ({problem})</source>
        <translation>{file} n'est pas un fichier Stata lisible ({problem})</translation>
    </message>
    <message>
        <source>{file} (Stata, value labels applied)</source>
        <translation>{file} (Stata, étiquettes de valeurs appliquées)</translation>
    </message>
    <message>
        <source>{file} (SPSS)</source>
        <translation>{file} (SPSS)</translation>
    </message>
    <message>
        <source>{file} (Stata, {note})</source>
        <translation>{file} (Stata, {note})</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>Reading SPSS needs the optional extra: {command}</source>
        <translation>La lecture de SPSS nécessite le module optionnel : {command}</translation>
    </message>
    <message>
        <source>{file} is not a readable SPSS file ({problem})</source>
        <translation>{file} n'est pas un fichier SPSS lisible ({problem})</translation>
    </message>
    <message>
        <source>{file} (SPSS, value labels applied)</source>
        <translation>{file} (SPSS, étiquettes de valeurs appliquées)</translation>
    </message>
</context>
<context>
    <name>store.importers.rr_responses</name>
    <message>
        <source>{count} rejected submission was left out</source>
        <translation>{count} soumission rejetée a été exclue</translation>
    </message>
    <message>
        <source>{count} rejected submissions were left out</source>
        <translation>{count} soumissions rejetées ont été exclues</translation>
    </message>
    <message>
        <source>{count} submission marked “{why}” was left out</source>
        <translation>{count} soumission marquée « {why} » a été exclue</translation>
    </message>
    <message>
        <source>{count} submissions marked “{why}” were left out</source>
        <translation>{count} soumissions marquées « {why} » ont été exclues</translation>
    </message>
    <message>
        <source>{notices}.</source>
        <translation>{notices}.</translation>
    </message>
    <message>
        <source>{name}: {value} in the column of option {option} (expected 1 or 0, or True or False)</source>
        <translation>{name} : {value} dans la colonne de l'option {option} (attendu : 1 ou 0, ou True ou False)</translation>
    </message>
    <message>
        <source>{name}: {option} is not a possible answer (allowed: {allowed})</source>
        <translation>{name} : {option} n'est pas une réponse possible (autorisées : {allowed})</translation>
    </message>
    <message>
        <source>{file}: no column for {questions}; its columns are {columns}. Map each question to a column.</source>
        <translation>{file} : aucune colonne pour {questions} ; ses colonnes sont {columns}. Associez chaque question à une colonne.</translation>
    </message>
    <message>
        <source>row {row}, column {column}: {problem}</source>
        <translation>ligne {row}, colonne {column} : {problem}</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… et {count} de plus</translation>
    </message>
    <message>
        <source>{file}: {count} value(s) outside the survey's design, so nothing was imported:</source>
        <translation>{file} : {count} valeur(s) non conforme(s) au protocole de l'enquête, donc rien n'a été importé :</translation>
    </message>
    <message>
        <source>{file} has no responses to import: {notice}</source>
        <translation>{file} n'a aucune réponse à importer : {notice}</translation>
    </message>
    <message>
        <source>{file} has no responses</source>
        <translation>{file} n'a aucune réponse</translation>
    </message>
</context>
<context>
    <name>store.importers.well_formed</name>
    <message>
        <source>The file changed while it was read</source>
        <translation>Le fichier a changé pendant sa lecture</translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform</name>
    <message>
        <source>its "other, specify" text</source>
        <translation>son texte « Autre, précisez »</translation>
    </message>
    <message>
        <source>its count</source>
        <translation>son compteur</translation>
    </message>
    <message>
        <source>responses are not encrypted; the kiosk keeps only reported answers, in the project file</source>
        <translation>les réponses ne sont pas chiffrées ; le kiosque ne conserve que les réponses déclarées, dans le fichier de projet</translation>
    </message>
    <message>
        <source>the kiosk stores responses in the project file</source>
        <translation>le kiosque enregistre les réponses dans le fichier de projet</translation>
    </message>
    <message>
        <source>responses are named by their UUID</source>
        <translation>les réponses sont nommées d'après leur UUID</translation>
    </message>
    <message>
        <source>the kiosk shows one question per screen</source>
        <translation>le kiosque affiche une question par écran</translation>
    </message>
    <message>
        <source>{file} is not a valid XLSForm: {problem}</source>
        <translation>{file} n'est pas un XLSForm valide : {problem}</translation>
    </message>
    <message>
        <source>{file} is not an XLSForm workbook ({problem})</source>
        <translation>{file} n'est pas un classeur XLSForm ({problem})</translation>
    </message>
    <message>
        <source>{file}: the kiosk would ask nothing: every question is inside {repeats}, which asks its questions again and again (the kiosk asks each question once). Nothing was imported.</source>
        <translation>{file} : le kiosque ne poserait aucune question : toutes les questions sont dans {repeats}, qui pose ses questions encore et encore (le kiosque pose chaque question une seule fois). Rien n'a été importé.</translation>
    </message>
    <message>
        <source>{file}: the kiosk cannot ask this form as written, so nothing was imported. Change these rows:</source>
        <translation>{file} : le kiosque ne peut pas poser ce formulaire tel qu'il est écrit, donc rien n'a été importé. Modifiez ces lignes :</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>{where}: the note is not shown on this device ({why})</source>
        <translation>{where} : la note n'est pas affichée sur cet appareil ({why})</translation>
    </message>
    <message>
        <source>the row named {name}</source>
        <translation>la ligne nommée {name}</translation>
    </message>
    <message>
        <source>row {row} ({name})</source>
        <translation>ligne {row} ({name})</translation>
    </message>
    <message>
        <source>row {row} ({name}, {part})</source>
        <translation>ligne {row} ({name}, {part})</translation>
    </message>
    <message>
        <source>{where}: {why}</source>
        <translation>{where} : {why}</translation>
    </message>
    <message>
        <source>{where}: {type} is filled in by ODK Collect; the kiosk does not record it</source>
        <translation>{where} : {type} est rempli par ODK Collect ; le kiosque ne l'enregistre pas</translation>
    </message>
    <message>
        <source>{where}: the calculation is not computed by the kiosk (a question whose logic uses it is not asked here)</source>
        <translation>{where} : le calcul n'est pas effectué par le kiosque (une question dont la logique l'utilise n'est pas posée ici)</translation>
    </message>
    <message>
        <source>{type} is not a question type ODK knows; check its spelling</source>
        <translation>{type} n'est pas un type de question connu d'ODK ; vérifiez son orthographe</translation>
    </message>
    <message>
        <source>a {type} question cannot be randomised; remove rr_design</source>
        <translation>une question de type {type} ne peut pas être randomisée ; retirez rr_design</translation>
    </message>
    <message>
        <source>{where}: {type} attaches a file of data to the form in ODK; the kiosk does not use it</source>
        <translation>{where} : {type} joint un fichier de données au formulaire dans ODK ; le kiosque ne l'utilise pas</translation>
    </message>
    <message>
        <source>a randomised question inside a {kind} would be asked again and again; move it out of the {kind} {name}</source>
        <translation>une question randomisée à l'intérieur d'un {kind} serait posée encore et encore ; sortez-la du {kind} {name}</translation>
    </message>
    <message>
        <source>a {kind} asks its questions again and again; the kiosk asks each question once (its answers are in their own sheet of an export)</source>
        <translation>un {kind} pose ses questions encore et encore ; le kiosque pose chaque question une seule fois (ses réponses se trouvent dans une feuille à part lors d'un export)</translation>
    </message>
    <message>
        <source>{where}: required only when {condition}; the kiosk does not require it</source>
        <translation>{where} : obligatoire seulement si {condition} ; le kiosque ne la rend pas obligatoire</translation>
    </message>
    <message>
        <source>{reason}; a randomised question must be asked</source>
        <translation>{reason} ; une question randomisée doit être posée</translation>
    </message>
    <message>
        <source>{reason}; a randomised question needs them on the choices sheet</source>
        <translation>{reason} ; une question randomisée en a besoin dans la feuille choices</translation>
    </message>
    <message>
        <source>{where}: the default {value} is not filled in by the kiosk</source>
        <translation>{where} : la valeur par défaut {value} n'est pas remplie par le kiosque</translation>
    </message>
    <message>
        <source>a number in its design is too large</source>
        <translation>un nombre de son protocole est trop grand</translation>
    </message>
    <message>
        <source>{where}: the constraint is not checked by the kiosk (on a randomised question it would test the true answer)</source>
        <translation>{where} : la contrainte n'est pas vérifiée par le kiosque (sur une question randomisée, elle testerait la vraie réponse)</translation>
    </message>
    <message>
        <source>{where}: the constraint {constraint} is not checked by the kiosk ({problems})</source>
        <translation>{where} : la contrainte {constraint} n'est pas vérifiée par le kiosque ({problems})</translation>
    </message>
    <message>
        <source>A {type} question cannot be randomised; remove rr_design</source>
        <translation>Une question de type {type} ne peut pas être randomisée ; retirez rr_design</translation>
    </message>
    <message>
        <source>An integer question cannot be randomised; remove rr_design</source>
        <translation>Une question de type integer ne peut pas être randomisée ; retirez rr_design</translation>
    </message>
    <message>
        <source>A select_multiple question cannot be randomised; remove rr_design</source>
        <translation>Une question de type select_multiple ne peut pas être randomisée ; retirez rr_design</translation>
    </message>
    <message>
        <source>A randomised yes/no question needs a list with the choices yes and no</source>
        <translation>Une question oui/non randomisée nécessite une liste avec les choix yes et no</translation>
    </message>
    <message>
        <source>The {design} design needs the column {columns}</source>
        <translation>Le protocole {design} nécessite la colonne {columns}</translation>
    </message>
    <message>
        <source>A randomised multiple-choice question needs rr_epsilon</source>
        <translation>Une question à choix multiple randomisée nécessite rr_epsilon</translation>
    </message>
    <message>
        <source>Unknown rr_design {design} (use warner, forced, unrelated, epsilon, auto, grr or oue, or leave it blank)</source>
        <translation>rr_design inconnu : {design} (utilisez warner, forced, unrelated, epsilon, auto, grr ou oue, ou laissez vide)</translation>
    </message>
    <message>
        <source>settings: {key} is not used by the kiosk ({why})</source>
        <translation>settings : {key} n'est pas utilisé par le kiosque ({why})</translation>
    </message>
    <message>
        <source>dpgui_texts row {row}: unknown text {name} (known: {known})</source>
        <translation>dpgui_texts, ligne {row} : texte inconnu {name} (textes connus : {known})</translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform_writer</name>
    <message>
        <source>asked directly: NOT protected (ODK and dpgui kiosk)</source>
        <translation>posée directement : NON protégée (ODK et kiosque dpgui)</translation>
    </message>
    <message>
        <source>this device's electronic coin</source>
        <translation>la pièce électronique de cet appareil</translation>
    </message>
    <message>
        <source>the respondent's dice or cards</source>
        <translation>les dés ou les cartes du répondant</translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: NOT AVAILABLE (no die or coin realises {design}, so the form hides it there and shows a warning in its place); dpgui kiosk: {kiosk}</source>
        <translation>ODK Collect/Kobo : NON DISPONIBLE (aucun dé ni aucune pièce ne réalise {design} ; le formulaire masque donc la question et affiche un avertissement à sa place) ; kiosque dpgui : {kiosk}</translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: physical, the respondent's die or coins (see the label); dpgui kiosk: {kiosk}</source>
        <translation>ODK Collect/Kobo : physique, le dé ou les pièces du répondant (voir le libellé) ; kiosque dpgui : {kiosk}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>rows {rows} and {last}</source>
        <translation>lignes {rows} et {last}</translation>
    </message>
    <message>
        <source>the die and coin steps in survey {rows} (write your own in the column {column})</source>
        <translation>les étapes de dé et de pièce dans la feuille survey, {rows} (écrivez les vôtres dans la colonne {column})</translation>
    </message>
    <message>
        <source>Yes and No in choices {rows} (write them in the sheet dpgui_texts, rows yes and no)</source>
        <translation>Oui et Non dans la feuille choices, {rows} (écrivez-les dans la feuille dpgui_texts, lignes yes et no)</translation>
    </message>
    <message>
        <source>The {language} form shows some words in English, as dpgui has none in {language}: {places}. Translate them before using the form.</source>
        <translation>Le formulaire en {language} affiche certains mots en anglais, car dpgui n'en a aucun en {language} : {places}. Traduisez-les avant d'utiliser le formulaire.</translation>
    </message>
</context>
<context>
    <name>store.ledger.anchor</name>
    <message>
        <source>Its integrity check failed</source>
        <translation>Son contrôle d'intégrité a échoué</translation>
    </message>
    <message>
        <source>Its write-ahead log could not be set up</source>
        <translation>Son journal d'écriture anticipée n'a pas pu être mis en place</translation>
    </message>
    <message>
        <source>this computer's record of dpgui spending ({path}) stayed busy in another dpgui for {seconds} s; close the other dpgui windows and try again.</source>
        <translation>le relevé des dépenses dpgui de cet ordinateur ({path}) est resté occupé par un autre dpgui pendant {seconds} s ; fermez les autres fenêtres dpgui et réessayez.</translation>
    </message>
    <message>
        <source>this computer's record of dpgui spending ({path}) is damaged ({problem}). dpgui will not spend from or change project files without it, because that could undo spending. Restore that file from a backup; only if there is none, move it aside, knowing that spending it recorded can then be counted again.</source>
        <translation>le relevé des dépenses dpgui de cet ordinateur ({path}) est endommagé ({problem}). Sans lui, dpgui ne dépensera rien à partir des fichiers de projet et ne les modifiera pas, car cela pourrait annuler des dépenses. Restaurez ce fichier à partir d'une sauvegarde ; seulement s'il n'y en a aucune, mettez-le de côté, en sachant que les dépenses qu'il a enregistrées pourront alors être comptées à nouveau.</translation>
    </message>
    <message>
        <source>This computer's record of dpgui spending ({path}) has {links} names on this disk (hard links), which can corrupt it, so dpgui will not use it. Delete the other names.</source>
        <translation>Le relevé des dépenses dpgui de cet ordinateur ({path}) a {links} noms sur ce disque (liens physiques), ce qui peut le corrompre ; dpgui ne l'utilisera donc pas. Supprimez les autres noms.</translation>
    </message>
</context>
<context>
    <name>store.ledger.book</name>
    <message>
        <source>{file}: {problem}; the budget record cannot be trusted</source>
        <translation>{file} : {problem} ; le suivi du budget n'est pas fiable</translation>
    </message>
    <message>
        <source>{file} is shown as the file itself counts it (spending this computer recorded beyond the file is not counted, and the file's own is not yet recorded here: look again once the record can be used), because {problem}</source>
        <translation>{file} est affiché tel que le fichier lui-même le compte (les dépenses enregistrées par cet ordinateur en plus du fichier ne sont pas comptées, et celles du fichier ne sont pas encore enregistrées ici : regardez à nouveau quand le relevé pourra être utilisé), car {problem}</translation>
    </message>
    <message>
        <source>This computer's record of dpgui spending is new, or was deleted, since {file} was last used here, so spending made here before then cannot be checked. If you have a backup of dpgui's folder ({folder}), restore it.</source>
        <translation>Le relevé des dépenses dpgui de cet ordinateur est nouveau, ou a été supprimé, depuis la dernière utilisation de {file} ici ; les dépenses faites ici auparavant ne peuvent donc pas être vérifiées. Si vous avez une sauvegarde du dossier de dpgui ({folder}), restaurez-la.</translation>
    </message>
    <message>
        <source>{file} holds rows that are the same, or mostly the same, as those of a dataset in another project on this computer; what was spent on those people there counts here too.</source>
        <translation>{file} contient des lignes identiques, ou presque, à celles d'un jeu de données d'un autre projet sur cet ordinateur ; ce qui a été dépensé là-bas pour ces personnes compte aussi ici.</translation>
    </message>
    <message>
        <source>The budget of {name} in {file} is larger ({current}) than this computer last saw ({remembered}), with no record of the change here; the smaller total is kept.</source>
        <translation>Le budget de {name} dans {file} est plus grand ({current}) que la dernière fois que cet ordinateur l'a vu ({remembered}), sans trace de ce changement ici ; le plus petit total est conservé.</translation>
    </message>
    <message>
        <source>A budget keeps its currency; give the new total in the same terms</source>
        <translation>Un budget garde son unité de mesure ; indiquez le nouveau total dans les mêmes termes</translation>
    </message>
    <message>
        <source>the group of people</source>
        <translation>le groupe de personnes</translation>
    </message>
    <message>
        <source>{name} holds the same, or mostly the same, rows as {other}; the same people cannot be given a second budget</source>
        <translation>{name} contient les mêmes lignes, ou presque, que {other} ; les mêmes personnes ne peuvent pas recevoir un second budget</translation>
    </message>
    <message>
        <source>group of people</source>
        <translation>groupe de personnes</translation>
    </message>
    <message>
        <source>the people in {name}</source>
        <translation>les personnes de {name}</translation>
    </message>
    <message>
        <source>Charge {charge} was not made by this session; it cannot be completed here</source>
        <translation>Le débit {charge} n'a pas été fait par cette session ; il ne peut pas être terminé ici</translation>
    </message>
    <message>
        <source>Charge {charge} does not exist or has already ended</source>
        <translation>Le débit {charge} n'existe pas ou est déjà terminé</translation>
    </message>
    <message>
        <source>The declaration of {name} in {file} was changed outside dpgui; its budget record cannot be trusted</source>
        <translation>La déclaration de {name} dans {file} a été modifiée hors de dpgui ; le suivi de son budget n'est pas fiable</translation>
    </message>
    <message>
        <source>There is no release {release}</source>
        <translation>Il n'y a pas de publication {release}</translation>
    </message>
    <message>
        <source>The release of ledger entry {number} was changed after it was written</source>
        <translation>La publication de l'entrée {number} du registre a été modifiée après son écriture</translation>
    </message>
</context>
<context>
    <name>store.ledger.chosen_record</name>
    <message>
        <source>The record of spending was changed while this project was open (now: {record}); close the project and open it again, so that all its spending is counted in one record. Nothing was spent</source>
        <translation>Le registre des dépenses a été changé pendant que ce projet était ouvert (maintenant : {record}) ; fermez le projet et rouvrez-le, pour que toutes ses dépenses soient comptées dans un seul registre. Rien n'a été dépensé</translation>
    </message>
</context>
<context>
    <name>store.ledger.entries</name>
    <message>
        <source>spending this computer recorded that the file does not count yet (open it for changes to write it there)</source>
        <translation>dépenses enregistrées par cet ordinateur que le fichier ne compte pas encore (ouvrez-le en modification pour les y écrire)</translation>
    </message>
    <message>
        <source>spending this computer recorded that the file did not count</source>
        <translation>dépenses enregistrées par cet ordinateur que le fichier ne comptait pas</translation>
    </message>
</context>
<context>
    <name>store.ledger.journal</name>
    <message>
        <source>Journal event {event} was changed, removed or reordered after it was written</source>
        <translation>L'événement {event} du journal a été modifié, supprimé ou déplacé après son écriture</translation>
    </message>
    <message>
        <source>Journal event {event} puts a dataset in a population that does not exist</source>
        <translation>L'événement {event} du journal place un jeu de données dans un groupe de personnes qui n'existe pas</translation>
    </message>
    <message>
        <source>Journal event {event} settles a charge that does not exist or was settled</source>
        <translation>L'événement {event} du journal règle un débit qui n'existe pas ou qui était déjà réglé</translation>
    </message>
    <message>
        <source>Journal event {event} spends more than its charge</source>
        <translation>L'événement {event} du journal dépense plus que son débit</translation>
    </message>
    <message>
        <source>everyone in this project</source>
        <translation>toutes les personnes de ce projet</translation>
    </message>
</context>
<context>
    <name>store.ledger.journal_migration</name>
    <message>
        <source>Ledger entry {entry} was changed after it was written; the budget record cannot be trusted, so this file is not upgraded</source>
        <translation>L'entrée {entry} du registre a été modifiée après son écriture ; le suivi du budget n'est pas fiable, donc ce fichier n'est pas mis à niveau</translation>
    </message>
    <message>
        <source>The release of ledger entry {entry} was changed after it was written</source>
        <translation>La publication de l'entrée {entry} du registre a été modifiée après son écriture</translation>
    </message>
</context>
<context>
    <name>store.ledger.locks</name>
    <message>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <source>{name} is held by {holder}; try again in a moment</source>
        <translation>{name} est occupé par {holder} ; réessayez dans un instant</translation>
    </message>
    <message>
        <source>{name} is open for changes elsewhere ({holder}); close it there first.</source>
        <translation>{name} est ouvert en modification ailleurs ({holder}) ; fermez-le d'abord là-bas.</translation>
    </message>
    <message>
        <source>{name} has {links} names on this disk (hard links). Two names for one project file can corrupt it and let its budget be spent twice, so dpgui will not open it. Keep one name: delete the other links, or make a real copy with your file manager.</source>
        <translation>{name} a {links} noms sur ce disque (liens physiques). Deux noms pour un même fichier de projet peuvent le corrompre et permettre de dépenser son budget deux fois ; dpgui ne l'ouvrira donc pas. Gardez un seul nom : supprimez les autres liens, ou faites une vraie copie avec votre gestionnaire de fichiers.</translation>
    </message>
</context>
<context>
    <name>store.ledger.reconcile</name>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: it has been added to the budget spent.</source>
        <translation>{file} compte moins de dépenses pour {name} que ce que cet ordinateur a enregistré ({cost} de moins). Il peut s'agir d'une copie plus ancienne, d'une sauvegarde restaurée ou d'un fichier dont le registre a été tronqué ou réécrit, ou bien ses lignes ont déjà été utilisées dans un autre projet sur cet ordinateur. La différence compte toujours : elle a été ajoutée au budget dépensé.</translation>
    </message>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: this computer's record keeps it, and it is written into the file when the file is next opened for changes.</source>
        <translation>{file} compte moins de dépenses pour {name} que ce que cet ordinateur a enregistré ({cost} de moins). Il peut s'agir d'une copie plus ancienne, d'une sauvegarde restaurée ou d'un fichier dont le registre a été tronqué ou réécrit, ou bien ses lignes ont déjà été utilisées dans un autre projet sur cet ordinateur. La différence compte toujours : le relevé de cet ordinateur la conserve, et elle sera écrite dans le fichier la prochaine fois qu'il sera ouvert en modification.</translation>
    </message>
    <message>
        <source>{file} does not continue the ledger this computer last saw for this project (a copy that went its own way, or a ledger rewritten outside dpgui). No spending recorded here is missing from it.</source>
        <translation>{file} ne prolonge pas le registre que cet ordinateur a vu en dernier pour ce projet (une copie qui a évolué séparément, ou un registre réécrit hors de dpgui). Aucune dépense enregistrée ici n'y manque.</translation>
    </message>
</context>
<context>
    <name>store.ledger.record_choice</name>
    <message>
        <source>The choice of record of spending ({path}) could not be read ({problem}); choose again with `dpgui record use`.</source>
        <translation>Le choix du relevé des dépenses ({path}) n'a pas pu être lu ({problem}) ; choisissez à nouveau avec `dpgui record use`.</translation>
    </message>
    <message>
        <source>The choice of record of spending ({path}) is not one dpgui wrote; choose again with `dpgui record use`.</source>
        <translation>Le choix du relevé des dépenses ({path}) n'a pas été écrit par dpgui ; choisissez à nouveau avec `dpgui record use`.</translation>
    </message>
    <message>
        <source>A team's record of spending is named by a URL such as postgresql://curator@server.example.org/dpgui, not {url}.</source>
        <translation>Le relevé des dépenses d'une équipe est désigné par une URL telle que postgresql://curator@server.example.org/dpgui, pas {url}.</translation>
    </message>
    <message>
        <source>The URL of the team's record holds a password; dpgui keeps passwords out of URLs and settings. Give the URL without it, and keep the password in the system's keyring (the app's settings, or `dpgui record use --password`) or in ~/.pgpass.</source>
        <translation>L'URL du relevé de l'équipe contient un mot de passe ; dpgui tient les mots de passe hors des URL et des réglages. Donnez l'URL sans lui, et gardez le mot de passe dans le trousseau du système (les réglages de l'application, ou `dpgui record use --password`) ou dans ~/.pgpass.</translation>
    </message>
    <message>
        <source>This computer's own record of spending ({path}).</source>
        <translation>Le relevé des dépenses propre à cet ordinateur ({path}).</translation>
    </message>
    <message>
        <source>The team's record of spending on the server {host}, database {database}, as {user}.</source>
        <translation>Le relevé des dépenses de l'équipe sur le serveur {host}, base de données {database}, en tant que {user}.</translation>
    </message>
    <message>
        <source>(Set for this installation by {variable}.)</source>
        <translation>(Fixé pour cette installation par {variable}.)</translation>
    </message>
    <message>
        <source>The password could not be kept in this system's keyring ({problem}); keep it in ~/.pgpass instead.</source>
        <translation>Le mot de passe n'a pas pu être gardé dans le trousseau de ce système ({problem}) ; gardez-le plutôt dans ~/.pgpass.</translation>
    </message>
</context>
<context>
    <name>store.ledger.team_record</name>
    <message>
        <source>The team's record of spending at {host} could not be used ({problem}); nothing was spent.</source>
        <translation>Le relevé des dépenses de l'équipe sur {host} n'a pas pu être utilisé ({problem}) ; rien n'a été dépensé.</translation>
    </message>
    <message>
        <source>The team's record of spending at {host} was lost while a change was being recorded ({problem}); if it was a charge, it may have been kept there, and then it counts when the project is next opened.</source>
        <translation>Le relevé des dépenses de l'équipe sur {host} a été perdu pendant l'enregistrement d'un changement ({problem}) ; si c'était une imputation, elle y a peut-être été gardée, et elle compte alors à la prochaine ouverture du projet.</translation>
    </message>
    <message>
        <source>This computer's record of spending ({path}) could not be read ({problem}); nothing was uploaded.</source>
        <translation>Le relevé des dépenses de cet ordinateur ({path}) n'a pas pu être lu ({problem}) ; rien n'a été envoyé.</translation>
    </message>
</context>
<context>
    <name>store.links</name>
    <message>
        <source>The engine must be {engines}, not {engine}</source>
        <translation>Le moteur doit être {engines}, pas {engine}</translation>
    </message>
    <message>
        <source>A table is linked through Spark: choose --engine spark</source>
        <translation>Une table se lie via Spark : choisissez --engine spark</translation>
    </message>
    <message>
        <source>There is no file or folder at {location}</source>
        <translation>Il n'y a aucun fichier ni dossier à {location}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{name}: link one Parquet file, one CSV file, or a folder of one of them (found {found})</source>
        <translation>{name} : liez un fichier Parquet, un fichier CSV, ou un dossier de fichiers de l'un de ces types (trouvé : {found})</translation>
    </message>
    <message>
        <source>Spark cannot read the file {name} (a name holding ':' or beginning with '.' or '_'); rename it, or link it with DuckDB</source>
        <translation>Spark ne peut pas lire le fichier {name} (son nom contient ':' ou commence par '.' ou '_') ; renommez-le, ou liez-le avec DuckDB</translation>
    </message>
</context>
<context>
    <name>store.project</name>
    <message>
        <source>{name}: this copy is on read-only media or write-protected, so nothing can be spent or changed here; its budget, history, exports and reports can still be seen. To spend, copy it to a disk you can write to.</source>
        <translation>{name} : cette copie se trouve sur un support en lecture seule ou protégé en écriture, donc rien ne peut y être dépensé ni modifié ; son budget, son historique, ses exports et ses rapports restent consultables. Pour dépenser, copiez-la sur un disque où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>The rows of {name} are the same, or mostly the same, as those of {other}, so it shares that dataset's budget: the same people cannot be given a second budget.</source>
        <translation>Les lignes de {name} sont identiques, ou presque, à celles de {other} : il partage donc le budget de ce jeu de données, car les mêmes personnes ne peuvent pas recevoir un second budget.</translation>
    </message>
    <message>
        <source>{name} cannot be opened here: its latest changes are still in {log} beside it, which can be read only where dpgui may write; copy both files to a disk you can write to and open the copy there</source>
        <translation>{name} ne peut pas être ouvert ici : ses dernières modifications se trouvent encore dans {log}, à côté de lui, qui ne peut être lu que là où dpgui peut écrire ; copiez les deux fichiers sur un disque où vous pouvez écrire et ouvrez la copie là-bas</translation>
    </message>
    <message>
        <source>{name} cannot be opened here: it can still be changed (by its owner, perhaps at this moment) but dpgui cannot write beside it, as SQLite needs in order to read it safely; copy it to a disk you can write to and open the copy there</source>
        <translation>{name} ne peut pas être ouvert ici : il peut encore être modifié (par son propriétaire, peut-être en ce moment même), mais dpgui ne peut pas écrire à côté de lui, ce dont SQLite a besoin pour le lire en toute sécurité ; copiez-le sur un disque où vous pouvez écrire et ouvrez la copie là-bas</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {problem}</source>
        <translation>{name} ne peut pas être ouvert : {problem}</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name or open it</source>
        <translation>{path} existe déjà ; choisissez un autre nom ou ouvrez-le</translation>
    </message>
    <message>
        <source>The privacy unit must be {add_remove} or {replace_one}</source>
        <translation>L'unité de confidentialité doit être {add_remove} ou {replace_one}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>Le nombre maximal de lignes par personne doit être d'au moins 1</translation>
    </message>
    <message>
        <source>There is no project file at {path}</source>
        <translation>Il n'y a aucun fichier de projet à {path}</translation>
    </message>
    <message>
        <source>{name} is not a dpgui project file</source>
        <translation>{name} n'est pas un fichier de projet dpgui</translation>
    </message>
    <message>
        <source>{name} was written by a newer dpgui (file version {version}); update dpgui to open it</source>
        <translation>{name} a été écrit par une version plus récente de dpgui (version de fichier {version}) ; mettez dpgui à jour pour l'ouvrir</translation>
    </message>
    <message>
        <source>{name} was made by an older dpgui and needs an upgrade, which cannot be made on read-only media; copy it to a disk you can write to and open the copy</source>
        <translation>{name} a été créé par une ancienne version de dpgui et doit être mis à niveau, ce qui est impossible sur un support en lecture seule ; copiez-le sur un disque où vous pouvez écrire et ouvrez la copie</translation>
    </message>
    <message>
        <source>{name} needs an upgrade; open it once for changes</source>
        <translation>{name} doit être mis à niveau ; ouvrez-le une fois en modification</translation>
    </message>
    <message>
        <source>this project is open read-only; close the other window to make changes</source>
        <translation>ce projet est ouvert en lecture seule ; fermez l'autre fenêtre pour le modifier</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read ({problem})</source>
        <translation>{name} est endommagé et ne peut pas être lu ({problem})</translation>
    </message>
    <message>
        <source>{name} failed its integrity check: {problem}</source>
        <translation>{name} a échoué au contrôle d'intégrité : {problem}</translation>
    </message>
    <message>
        <source>The project is busy in another process ({problem})</source>
        <translation>Le projet est occupé par un autre processus ({problem})</translation>
    </message>
    <message>
        <source>The disk is full, so nothing was saved; free some space and try again</source>
        <translation>Le disque est plein, donc rien n'a été enregistré ; libérez de l'espace et réessayez</translation>
    </message>
    <message>
        <source>The project file could not be written ({problem}); nothing was saved</source>
        <translation>Le fichier de projet n'a pas pu être écrit ({problem}) ; rien n'a été enregistré</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l'instant</translation>
    </message>
    <message>
        <source>There is no dataset called {name} (datasets: {names})</source>
        <translation>Il n'y a pas de jeu de données appelé {name} (jeux de données : {names})</translation>
    </message>
    <message>
        <source>{source}, column {column}, rows {first}–{last}: {problem}</source>
        <translation>{source}, colonne {column}, lignes {first}–{last} : {problem}</translation>
    </message>
    <message>
        <source>saving</source>
        <translation>enregistrement</translation>
    </message>
    <message>
        <source>This is the bundled practice project, about made-up people; create a project of your own for real data</source>
        <translation>Ceci est le projet d'entraînement fourni, qui porte sur des personnes fictives ; créez votre propre projet pour des données réelles</translation>
    </message>
    <message>
        <source>The rows of {name} have changed and are now mostly those of {other}, which has a budget of its own; link them again as a new dataset. Nothing was spent</source>
        <translation>Les lignes de {name} ont changé et sont maintenant pour l'essentiel celles de {other}, qui a son propre budget ; liez-les à nouveau comme un nouveau jeu de données. Rien n'a été dépensé</translation>
    </message>
    <message>
        <source>A dataset called {name} already exists</source>
        <translation>Un jeu de données appelé {name} existe déjà</translation>
    </message>
    <message>
        <source>The stored data of {name} (column {column}) was changed outside dpgui; it is not the data its budget was declared for</source>
        <translation>Les données enregistrées de {name} (colonne {column}) ont été modifiées hors de dpgui ; ce ne sont pas les données pour lesquelles son budget a été déclaré</translation>
    </message>
</context>
<context>
    <name>store.safe_files</name>
    <message>
        <source>nothing was written</source>
        <translation>rien n'a été écrit</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>rien n'a été modifié</translation>
    </message>
    <message>
        <source>{problem}: {outcome}; {advice}</source>
        <translation>{problem} : {outcome} ; {advice}</translation>
    </message>
    <message>
        <source>{problem}; {outcome}</source>
        <translation>{problem} ; {outcome}</translation>
    </message>
    <message>
        <source>the disk holding {folder} is full</source>
        <translation>le disque contenant {folder} est plein</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>libérez de l'espace et réessayez</translation>
    </message>
    <message>
        <source>{folder} is not writable (permission denied)</source>
        <translation>{folder} n'est pas accessible en écriture (permission refusée)</translation>
    </message>
    <message>
        <source>choose another folder</source>
        <translation>choisissez un autre dossier</translation>
    </message>
    <message>
        <source>the disk holding {folder} is read-only</source>
        <translation>le disque contenant {folder} est en lecture seule</translation>
    </message>
    <message>
        <source>the disk holding {folder} reported an input/output error</source>
        <translation>le disque contenant {folder} a signalé une erreur d'entrée/sortie</translation>
    </message>
    <message>
        <source>check the disk and try again</source>
        <translation>vérifiez le disque et réessayez</translation>
    </message>
    <message>
        <source>{file} in {folder}: {reason}</source>
        <translation>{file} dans {folder} : {reason}</translation>
    </message>
    <message>
        <source>it is a device, a pipe, a socket or a folder, not a file, so it is left as it is</source>
        <translation>c'est un périphérique, un tube, un socket ou un dossier, et non un fichier ; il est donc laissé tel quel</translation>
    </message>
</context>
<context>
    <name>store.surveys</name>
    <message>
        <source>the survey</source>
        <translation>l'enquête</translation>
    </message>
    <message>
        <source>Version {version} of this survey already has responses, so its questions are locked; make a new version to change them</source>
        <translation>La version {version} de cette enquête a déjà des réponses, ses questions sont donc verrouillées ; créez une nouvelle version pour les modifier</translation>
    </message>
    <message>
        <source>A response must answer exactly the survey's questions (missing: {missing}, unknown: {unknown}); nothing was saved</source>
        <translation>Une réponse doit répondre exactement aux questions de l'enquête (manquantes : {missing}, inconnues : {unknown}) ; rien n'a été enregistré</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} existe déjà ; choisissez un autre nom</translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of another survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation>{file} a été collecté avec la version {version} d'une autre enquête, que ce projet ne contient pas à l'identique ; rien n'a été fusionné. Fusionnez-le dans un projet créé à partir du même fichier d'enquête.</translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of this survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation>{file} a été collecté avec la version {version} de cette enquête, que ce projet ne contient pas à l'identique ; rien n'a été fusionné. Fusionnez-le dans un projet créé à partir du même fichier d'enquête.</translation>
    </message>
</context>
<context>
    <name>ui.about</name>
    <message>
        <source>About dpgui</source>
        <translation>À propos de dpgui</translation>
    </message>
    <message>
        <source>&lt;h2&gt;dpgui {version}&lt;/h2&gt;&lt;p&gt;Release statistics about sensitive data with differential privacy. dpgui is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;{qt_notice}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;dpgui {version}&lt;/h2&gt;&lt;p&gt;Publiez des statistiques sur des données sensibles avec la confidentialité différentielle. dpgui est un logiciel libre sous licence MIT.&lt;/p&gt;&lt;p&gt;{qt_notice}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Packages shipped, with their licences</source>
        <translation>Paquets fournis, avec leurs licences</translation>
    </message>
    <message>
        <source>{package} {version} — {licence}</source>
        <translation>{package} {version} — {licence}</translation>
    </message>
    <message>
        <source>see text</source>
        <translation>voir le texte</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texte de la licence</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bundled software and its licences&lt;/b&gt;</source>
        <translation>&lt;b&gt;Logiciels inclus et leurs licences&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ui.context</name>
    <message>
        <source>Declare schema</source>
        <translation>Déclarer le schéma</translation>
    </message>
    <message>
        <source>Edit queries</source>
        <translation>Modifier les requêtes</translation>
    </message>
</context>
<context>
    <name>ui.glossary</name>
    <message>
        <source>Privacy budget</source>
        <translation>Budget de confidentialité</translation>
    </message>
    <message>
        <source>How much may be learned about any one person from everything you release about a group of people. Each release uses part of it; when it is used up, nothing more can be released. dpgui keeps the account, and you cannot get spent budget back.</source>
        <translation>Ce que l'on peut apprendre sur une personne à partir de tout ce que vous publiez sur un groupe de personnes. Chaque publication en utilise une partie ; une fois qu'il est épuisé, plus rien ne peut être publié. dpgui tient le compte, et un budget dépensé ne peut pas être récupéré.</translation>
    </message>
    <message>
        <source>ε (epsilon)</source>
        <translation>ε (epsilon)</translation>
    </message>
    <message>
        <source>The size of a privacy budget, or of the part one release uses. Smaller means more private and noisier numbers; 1 is a common total. Above about 5, an observer can learn a lot about a person.</source>
        <translation>La taille d'un budget de confidentialité, ou de la part qu'utilise une publication. Plus il est petit, plus la confidentialité est forte et plus les nombres sont bruités ; 1 est un total courant. Au-delà d'environ 5, un observateur peut apprendre beaucoup sur une personne.</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Bruit</translation>
    </message>
    <message>
        <source>A small random amount added to each released number so that no one can tell whether a given person is in the data. It is why released numbers differ a little from the exact ones, and why each comes with a range.</source>
        <translation>Une petite quantité aléatoire ajoutée à chaque nombre publié, pour que personne ne puisse savoir si une personne donnée figure dans les données. C'est pourquoi les nombres publiés diffèrent un peu des valeurs exactes, et pourquoi chacun est accompagné d'un intervalle.</translation>
    </message>
    <message>
        <source>Interval (range)</source>
        <translation>Intervalle (fourchette)</translation>
    </message>
    <message>
        <source>The low and high ends around a released number. "95% sure" means that in 95 of 100 releases made this way, the true value lies inside. A wide range means the number says little: do not publish it as if it were precise.</source>
        <translation>Les bornes basse et haute autour d'un nombre publié. « Sûr à 95 % » signifie que, sur 100 publications faites de cette façon, la vraie valeur se trouve à l'intérieur dans 95 cas. Un intervalle large signifie que le nombre dit peu de chose : ne le publiez pas comme s'il était précis.</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>Valeurs manquantes</translation>
    </message>
    <message>
        <source>Rows with no answer in a column. dpgui leaves them out unless you choose to count them as a value, which pulls averages toward that value; every result says which rule was used.</source>
        <translation>Lignes sans réponse dans une colonne. dpgui les écarte, sauf si vous choisissez de les compter comme une valeur, ce qui tire les moyennes vers cette valeur ; chaque résultat indique la règle utilisée.</translation>
    </message>
    <message>
        <source>Randomized response</source>
        <translation>Réponse randomisée</translation>
    </message>
    <message>
        <source>A way of asking a sensitive question: the respondent's device (or a coin or dice) sometimes replaces the true answer by a random one, by known rules. No single answer can be trusted, so it protects the respondent, yet the share of "yes" in the whole group can still be estimated.</source>
        <translation>Une façon de poser une question sensible : l'appareil du répondant (ou une pièce ou un dé) remplace parfois la vraie réponse par une réponse aléatoire, selon des règles connues. Aucune réponse isolée n'est fiable, ce qui protège le répondant, mais on peut quand même estimer la proportion de « oui » dans l'ensemble du groupe.</translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation>Schéma déclaré</translation>
    </message>
    <message>
        <source>What you tell dpgui about each column from the questionnaire or codebook: its type, its allowed answers, the smallest and largest values. It is public and must not be read off the data.</source>
        <translation>Ce que vous indiquez à dpgui sur chaque colonne d'après le questionnaire ou le livre de codes : son type, ses réponses permises, ses valeurs minimale et maximale. Il est public et ne doit pas être tiré des données.</translation>
    </message>
    <message>
        <source>Query (question)</source>
        <translation>Requête (question)</translation>
    </message>
    <message>
        <source>One statistic you ask of the data: a count, a share, an average, a median or a table. You choose how much of the budget each one uses: more budget gives a narrower range. Planning queries costs nothing; only releasing them does.</source>
        <translation>Une statistique que vous demandez aux données : un effectif, une proportion, une moyenne, une médiane ou un tableau. Vous choisissez quelle part du budget chacune utilise : plus de budget donne un intervalle plus étroit. Planifier des requêtes ne coûte rien ; seule leur publication coûte.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Publication</translation>
    </message>
    <message>
        <source>A query answered with noise added, and with its range. It is paid for from the budget once, when it is made, and kept in the project: looking at it again, exporting it or writing a report about it costs nothing more.</source>
        <translation>Une requête à laquelle on répond en ajoutant du bruit, avec son intervalle. Elle est payée une seule fois sur le budget, au moment où elle est faite, et conservée dans le projet : la revoir, l'exporter ou rédiger un rapport à son sujet ne coûte rien de plus.</translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation>Plusieurs tableaux à la fois</translation>
    </message>
    <message>
        <source>Several tables released together from one budget. dpgui measures a few of them with noise, one per round, and learns the rest from those measurements ("private multiplicative weights"), so that all the tables agree with one another. Their ranges are approximate; tables learned from the others have wider ones.</source>
        <translation>Plusieurs tableaux publiés ensemble sur un même budget. dpgui en mesure quelques-uns avec du bruit, un par tour, et apprend les autres à partir de ces mesures (« poids multiplicatifs privés »), de sorte que tous les tableaux concordent entre eux. Leurs intervalles sont approximatifs ; ceux des tableaux appris à partir des autres sont plus larges.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>One step of "many tables at once": the table the learned model answers worst is chosen and measured with noise, using a share of the budget. More rounds measure more tables, each with a smaller share and more noise.</source>
        <translation>Une étape de « plusieurs tableaux à la fois » : le tableau que le modèle appris reproduit le moins bien est choisi et mesuré avec du bruit, avec une part du budget. Plus de tours mesurent plus de tableaux, chacun avec une part plus petite et plus de bruit.</translation>
    </message>
    <message>
        <source>Words used in dpgui</source>
        <translation>Termes utilisés dans dpgui</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
</context>
<context>
    <name>ui.kiosk</name>
    <message>
        <source>{title} — kiosk</source>
        <translation>{title} — kiosque</translation>
    </message>
    <message>
        <source>{count} response in this project · Esc: enumerator</source>
        <translation>{count} réponse dans ce projet · Échap : enquêteur</translation>
    </message>
    <message>
        <source>{count} responses in this project · Esc: enumerator</source>
        <translation>{count} réponses dans ce projet · Échap : enquêteur</translation>
    </message>
    <message>
        <source>PIN to leave the kiosk:</source>
        <translation>Code PIN pour quitter le kiosque :</translation>
    </message>
    <message>
        <source>Enumerator</source>
        <translation>Enquêteur</translation>
    </message>
    <message>
        <source>That PIN is not right. Try again (Cancel goes back to the survey):</source>
        <translation>Ce code PIN est incorrect. Réessayez (Annuler revient à l'enquête) :</translation>
    </message>
</context>
<context>
    <name>ui.link_dialog</name>
    <message>
        <source>Link a large file</source>
        <translation>Lier un gros fichier</translation>
    </message>
    <message>
        <source>Parquet or CSV (*.parquet *.pq *.csv)</source>
        <translation>Parquet ou CSV (*.parquet *.pq *.csv)</translation>
    </message>
    <message>
        <source>Its declared schema (required)</source>
        <translation>Son schéma déclaré (obligatoire)</translation>
    </message>
    <message>
        <source>Schema (*.json)</source>
        <translation>Schéma (*.json)</translation>
    </message>
    <message>
        <source>Dataset name:</source>
        <translation>Nom du jeu de données :</translation>
    </message>
    <message>
        <source>Linking {file}…</source>
        <translation>Liaison de {file}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Linking failed</source>
        <translation>Échec de la liaison</translation>
    </message>
    <message>
        <source>{reason}

The project was not changed.</source>
        <translation>{reason}

Le projet n'a pas été modifié.</translation>
    </message>
</context>
<context>
    <name>ui.main_window</name>
    <message>
        <source>Open the e&amp;xample</source>
        <translation>Ouvrir l'e&amp;xemple</translation>
    </message>
    <message>
        <source>Write a re&amp;port…</source>
        <translation>Rédiger un ra&amp;pport…</translation>
    </message>
    <message>
        <source>&amp;Help for this page</source>
        <translation>&amp;Aide sur cette page</translation>
    </message>
    <message>
        <source>What does ε &amp;mean?</source>
        <translation>Que &amp;signifie ε ?</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Impossible d'ouvrir l'exemple</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{name}: {note}.</source>
        <translation>{name} : {note}.</translation>
    </message>
    <message>
        <source>Imported, with a note</source>
        <translation>Importé, avec une remarque</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l'importation</translation>
    </message>
    <message>
        <source>{problem}

The project was not changed.</source>
        <translation>{problem}

Le projet n'a pas été modifié.</translation>
    </message>
    <message>
        <source>Import cancelled; the project was not changed.</source>
        <translation>Importation annulée ; le projet n'a pas été modifié.</translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation>Que signifie ε ?</translation>
    </message>
    <message>
        <source>Open or create a project first.</source>
        <translation>Ouvrez ou créez d'abord un projet.</translation>
    </message>
    <message>
        <source>This is the practice project, about made-up people: create a project of your own (File › New project…) to import real data.</source>
        <translation>Ceci est le projet d'entraînement, sur des personnes fictives : créez votre propre projet (Fichier › Nouveau projet…) pour importer de vraies données.</translation>
    </message>
    <message>
        <source>{name} (read-only) — dpgui</source>
        <translation>{name} (lecture seule) — dpgui</translation>
    </message>
    <message>
        <source>{name} — dpgui</source>
        <translation>{name} — dpgui</translation>
    </message>
    <message>
        <source>Help for the {page} page</source>
        <translation>Aide sur la page {page}</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Ouverture de {name}…</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>Enquête</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>dpgui projects</source>
        <translation>Projets dpgui</translation>
    </message>
    <message>
        <source>Mechanism inspector</source>
        <translation>Inspecteur de mécanismes</translation>
    </message>
    <message>
        <source>Releases</source>
        <translation>Publications</translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>Estimations de l'enquête</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Projets &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Import data…</source>
        <translation>&amp;Importer des données…</translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation>&amp;Exporter les résultats…</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>&amp;Fermer le projet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>Mechanism &amp;inspector and audit…</source>
        <translation>&amp;Inspecteur de mécanismes et audit…</translation>
    </message>
    <message>
        <source>E&amp;xact ε of the shown above-threshold release…</source>
        <translation>ε e&amp;xact de la publication au-dessus du seuil affichée…</translation>
    </message>
    <message>
        <source>Team &amp;record of spending…</source>
        <translation>&amp;Relevé des dépenses de l'équipe…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Words used in dpgui…</source>
        <translation>&amp;Termes utilisés dans dpgui…</translation>
    </message>
    <message>
        <source>&amp;About dpgui</source>
        <translation>À &amp;propos de dpgui</translation>
    </message>
    <message>
        <source>Leave the kiosk first: a respondent may be answering.</source>
        <translation>Quittez d'abord le kiosque : un répondant est peut-être en train de répondre.</translation>
    </message>
    <message>
        <source>Wait until the work under way has finished, then change the language.</source>
        <translation>Attendez la fin du travail en cours, puis changez de langue.</translation>
    </message>
    <message>
        <source>Language not changed yet</source>
        <translation>La langue n'a pas encore été changée</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Import a data file into this project</source>
        <translation>Importer un fichier de données dans ce projet</translation>
    </message>
    <message>
        <source>About this project file</source>
        <translation>À propos de ce fichier de projet</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>Privacy budget</source>
        <translation>Budget de confidentialité</translation>
    </message>
    <message>
        <source>Total ε for each dataset in this project
(smaller is more private; 1 is a common choice):</source>
        <translation>ε total pour chaque jeu de données de ce projet
(plus il est petit, plus la confidentialité est forte ; 1 est un choix courant) :</translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation>Impossible de créer le projet</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Project in use</source>
        <translation>Projet en cours d'utilisation</translation>
    </message>
    <message>
        <source>{problem}

Open it read-only?</source>
        <translation>{problem}

L'ouvrir en lecture seule ?</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Impossible d'ouvrir le projet</translation>
    </message>
    <message>
        <source>Others can read this project</source>
        <translation>D'autres peuvent lire ce projet</translation>
    </message>
    <message>
        <source>Other users of this computer can read {name}, which holds raw data.</source>
        <translation>D'autres utilisateurs de cet ordinateur peuvent lire {name}, qui contient des données brutes.</translation>
    </message>
    <message>
        <source>Make it private</source>
        <translation>Le rendre privé</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Le laisser ainsi</translation>
    </message>
    <message>
        <source>Cannot change who can read the project</source>
        <translation>Impossible de modifier qui peut lire le projet</translation>
    </message>
    <message>
        <source>Opening the example…</source>
        <translation>Ouverture de l'exemple…</translation>
    </message>
</context>
<context>
    <name>ui.pages.above_threshold_parts</name>
    <message>
        <source>the categories of one column</source>
        <translation>les catégories d'une colonne</translation>
    </message>
    <message>
        <source>the cells of a two-way table</source>
        <translation>les cellules d'un tableau croisé</translation>
    </message>
    <message>
        <source>a list of filters I name</source>
        <translation>une liste de filtres que je nomme</translation>
    </message>
    <message>
        <source>Name of filter {number}</source>
        <translation>Nom du filtre {number}</translation>
    </message>
    <message>
        <source>name, e.g. young men</source>
        <translation>nom, p. ex. jeunes hommes</translation>
    </message>
    <message>
        <source>Candidates are</source>
        <translation>Les candidats sont</translation>
    </message>
    <message>
        <source>Add a filter</source>
        <translation>Ajouter un filtre</translation>
    </message>
    <message>
        <source>The line: a count</source>
        <translation>Le seuil : un comptage</translation>
    </message>
    <message>
        <source>Stop after this many above</source>
        <translation>S'arrêter après ce nombre au-dessus</translation>
    </message>
    <message>
        <source>Order to examine them in</source>
        <translation>Ordre d'examen</translation>
    </message>
    <message>
        <source>as declared</source>
        <translation>tel que déclaré</translation>
    </message>
    <message>
        <source>in the order I set below</source>
        <translation>dans l'ordre que je fixe ci-dessous</translation>
    </message>
    <message>
        <source>Candidates in the order examined</source>
        <translation>Candidats dans l'ordre examiné</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected candidate</source>
        <translation>Ctrl+Haut et Ctrl+Bas déplacent le candidat choisi</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the selected candidate up</source>
        <translation>Monter le candidat choisi</translation>
    </message>
    <message>
        <source>Move the selected candidate down</source>
        <translation>Descendre le candidat choisi</translation>
    </message>
    <message>
        <source>Less noise: counts only grow when a person is added</source>
        <translation>Moins de bruit : les comptages ne font que croître quand une personne est ajoutée</translation>
    </message>
    <message>
        <source>True of counts when the privacy unit is add-remove: adding a person never lowers any count, so half the noise protects them</source>
        <translation>Vrai des comptages quand l'unité de confidentialité est ajout-retrait : ajouter une personne ne baisse jamais aucun comptage, donc la moitié du bruit la protège</translation>
    </message>
    <message>
        <source>Share of ε for the counts of those above</source>
        <translation>Part de ε pour les comptages de ceux au-dessus</translation>
    </message>
    <message>
        <source>no counts</source>
        <translation>aucun comptage</translation>
    </message>
    <message>
        <source>It pays for the few above the line, not for every cell: the ones below cost nothing more. It stops after the number above you set.</source>
        <translation>On paie pour les quelques-uns au-dessus du seuil, pas pour chaque cellule : ceux en dessous ne coûtent rien de plus. L'examen s'arrête après le nombre au-dessus que vous fixez.</translation>
    </message>
    <message>
        <source>Candidates are:</source>
        <translation>Les candidats sont :</translation>
    </message>
    <message>
        <source>The line (a count):</source>
        <translation>Le seuil (un comptage) :</translation>
    </message>
    <message>
        <source>Stop after this many above:</source>
        <translation>S'arrêter après ce nombre au-dessus :</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordre :</translation>
    </message>
    <message>
        <source>Also give counts for those above, using:</source>
        <translation>Donner aussi les comptages de ceux au-dessus, avec :</translation>
    </message>
</context>
<context>
    <name>ui.pages.add_query</name>
    <message>
        <source>Type the ± you want as a number, such as 10</source>
        <translation>Saisissez le ± voulu sous forme de nombre, par exemple 10</translation>
    </message>
    <message>
        <source>Accuracy to aim for (±)</source>
        <translation>Précision visée (±)</translation>
    </message>
    <message>
        <source>e.g. 10</source>
        <translation>ex. 10</translation>
    </message>
    <message>
        <source>Find ε</source>
        <translation>Trouver ε</translation>
    </message>
    <message>
        <source>Automatic: a tree of tables chosen and measured one by one, one per column; a number: private multiplicative weights in that many rounds</source>
        <translation>Automatique : un arbre de tableaux choisis et mesurés un à un, un par colonne ; un nombre : poids multiplicatifs privés en ce nombre de tours</translation>
    </message>
    <message>
        <source>Privacy level ε of this query</source>
        <translation>Niveau de confidentialité ε de cette requête</translation>
    </message>
    <message>
        <source>at {confidence}</source>
        <translation>à {confidence}</translation>
    </message>
    <message>
        <source>Privacy level of this query</source>
        <translation>Niveau de confidentialité de cette requête</translation>
    </message>
    <message>
        <source>ε:</source>
        <translation>ε :</translation>
    </message>
    <message>
        <source>Histogram of a column</source>
        <translation>Histogramme d'une colonne</translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation>Nombre de lignes</translation>
    </message>
    <message>
        <source>Two-way table</source>
        <translation>Tableau croisé</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <source>Median or other quantile</source>
        <translation>Médiane ou autre quantile</translation>
    </message>
    <message>
        <source>Most common category</source>
        <translation>Catégorie la plus fréquente</translation>
    </message>
    <message>
        <source>Many tables at once (k-way tables)</source>
        <translation>Plusieurs tableaux à la fois (tableaux à k dimensions)</translation>
    </message>
    <message>
        <source>Which are above a line?</source>
        <translation>Lesquels dépassent un seuil ?</translation>
    </message>
    <message>
        <source>is</source>
        <translation>est</translation>
    </message>
    <message>
        <source>is one of (comma-separated)</source>
        <translation>est parmi (séparés par des virgules)</translation>
    </message>
    <message>
        <source>is between (low, high)</source>
        <translation>est entre (min, max)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>A range needs two numbers: low, high</source>
        <translation>Un intervalle demande deux nombres : min, max</translation>
    </message>
    <message>
        <source>Add a query</source>
        <translation>Ajouter une requête</translation>
    </message>
    <message>
        <source>Columns to release together</source>
        <translation>Colonnes à publier ensemble</translation>
    </message>
    <message>
        <source>Tick the categorical columns whose tables you want</source>
        <translation>Cochez les colonnes catégorielles dont vous voulez les tableaux</translation>
    </message>
    <message>
        <source>Tables to learn</source>
        <translation>Tableaux à apprendre</translation>
    </message>
    <message>
        <source>Untick the tables you do not need: the budget then goes to the ones you do</source>
        <translation>Décochez les tableaux inutiles : le budget ira alors à ceux dont vous avez besoin</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>all conditions hold</source>
        <translation>toutes les conditions</translation>
    </message>
    <message>
        <source>any condition holds</source>
        <translation>au moins une condition</translation>
    </message>
    <message>
        <source>Add a condition (optional)</source>
        <translation>Ajouter une condition (facultatif)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>Colonne :</translation>
    </message>
    <message>
        <source>Second column:</source>
        <translation>Deuxième colonne :</translation>
    </message>
    <message>
        <source>Quantile (0.5 = median):</source>
        <translation>Quantile (0,5 = médiane) :</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Colonnes :</translation>
    </message>
    <message>
        <source>Tables of k columns:</source>
        <translation>Tableaux de k colonnes :</translation>
    </message>
    <message>
        <source>Tables wanted:</source>
        <translation>Tableaux voulus :</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Tours :</translation>
    </message>
    <message>
        <source>Only rows where:</source>
        <translation>Seulement les lignes où :</translation>
    </message>
    <message>
        <source>Only declared columns are listed; identifiers are never released.</source>
        <translation>Seules les colonnes déclarées sont listées ; les identifiants ne sont jamais publiés.</translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation>Ou viser une précision :</translation>
    </message>
    <message>
        <source>The accuracy shows once the query is complete: {reason}</source>
        <translation>La précision s'affiche quand la requête est complète : {reason}</translation>
    </message>
    <message>
        <source>How accurate these tables are is only known after they are released: they are learned together, and each table's error is shown with it.</source>
        <translation>La précision de ces tableaux n'est connue qu'après leur publication : ils sont appris ensemble, et l'erreur de chaque tableau est affichée avec lui.</translation>
    </message>
    <message>
        <source>Expected accuracy: {accuracy}</source>
        <translation>Précision attendue : {accuracy}</translation>
    </message>
    <message>
        <source>Aiming needs an accuracy known before the release; this query's is not</source>
        <translation>Viser une précision exige qu'elle soit connue avant la publication ; ce n'est pas le cas pour cette requête</translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above.</source>
        <translation>Coût : ε = {epsilon} en tout, quel que soit le nombre au-dessus.</translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above ({comparisons} to compare, {counts} for the counts of those above).</source>
        <translation>Coût : ε = {epsilon} en tout, quel que soit le nombre au-dessus ({comparisons} pour comparer, {counts} pour les comptages de ceux au-dessus).</translation>
    </message>
    <message>
        <source>Uncertainty: ± {w} around the line: a count {w} or more below it is rarely reported above ({rare} of the time at most), one {w} or more above it usually is ({usual} at least).</source>
        <translation>Incertitude : ± {w} autour du seuil : un comptage inférieur de {w} ou plus est rarement déclaré au-dessus ({rare} du temps au plus), un comptage supérieur de {w} ou plus l'est le plus souvent ({usual} au moins).</translation>
    </message>
    <message>
        <source>Tick at least one table</source>
        <translation>Cochez au moins un tableau</translation>
    </message>
    <message>
        <source>⚠ What was typed in the ε box is not a number from {low} to {high}, so the box is back at ε = {epsilon}. Press OK to add the query with it, or type another.</source>
        <translation>⚠ Ce qui a été saisi dans la case ε n'est pas un nombre entre {low} et {high} : la case est revenue à ε = {epsilon}. Cliquez sur OK pour ajouter la requête avec cette valeur, ou saisissez-en une autre.</translation>
    </message>
</context>
<context>
    <name>ui.pages.budget</name>
    <message>
        <source>Give this dataset its own budget…</source>
        <translation>Donner un budget propre à ce jeu de données…</translation>
    </message>
    <message>
        <source>Only if this dataset is about people that none of the other datasets cover</source>
        <translation>Seulement si ce jeu de données porte sur des personnes qu'aucun autre jeu de données ne couvre</translation>
    </message>
    <message>
        <source>Ledger: every charge</source>
        <translation>Registre : toutes les dépenses</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation>Que signifie ε ?</translation>
    </message>
    <message>
        <source>Details: the chart of what an observer can tell, and the ledger's hash</source>
        <translation>Détails : le graphique de ce qu'un observateur peut déduire, et l'empreinte du registre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ledger&lt;/b&gt; — every charge, in order; it can only grow, and its hash chain shows any tampering</source>
        <translation>&lt;b&gt;Registre&lt;/b&gt; — toutes les dépenses, dans l'ordre ; il ne peut que s'allonger, et sa chaîne d'empreintes révèle toute falsification</translation>
    </message>
    <message>
        <source>No dataset yet.</source>
        <translation>Aucun jeu de données pour l'instant.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Budget of {people}: ε {spent} spent of {total} — {left} left ({percent}% used)&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Budget de {people} : ε {spent} dépensé sur {total} — {left} restant ({percent} % utilisé)&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Shared by every dataset about these people: {datasets}. A release from any of them spends from this one budget.</source>
        <translation>Partagé par tous les jeux de données sur ces personnes : {datasets}. Toute publication à partir de l'un d'eux est prise sur ce budget unique.</translation>
    </message>
    <message>
        <source>Only {dataset} uses this budget. If you import another table about the same people, it will share it.</source>
        <translation>Seul {dataset} utilise ce budget. Si vous importez un autre tableau sur les mêmes personnes, il le partagera.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;The budget is used up.&lt;/b&gt; Every further release about these people is refused, because each one would reveal more about them. Past releases can still be viewed and exported at no cost.</source>
        <translation>⚠ &lt;b&gt;Le budget est épuisé.&lt;/b&gt; Toute nouvelle publication sur ces personnes est refusée, car chacune en révélerait davantage sur elles. Les publications passées restent consultables et exportables sans coût.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;{percent}% of the budget is spent.&lt;/b&gt; Keep the rest for the statistics that matter most.</source>
        <translation>⚠ &lt;b&gt;{percent} % du budget est dépensé.&lt;/b&gt; Gardez le reste pour les statistiques les plus importantes.</translation>
    </message>
    <message>
        <source>carried into this file: {reason}</source>
        <translation>reporté dans ce fichier : {reason}</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>compté</translation>
    </message>
    <message>
        <source>Total: what the budget counts as spent</source>
        <translation>Total : ce que le budget compte comme dépensé</translation>
    </message>
    <message>
        <source>every line above, added up</source>
        <translation>somme de toutes les lignes ci-dessus</translation>
    </message>
    <message>
        <source>Ledger verified; head of the hash chain {head}…</source>
        <translation>Registre vérifié ; tête de la chaîne d'empreintes {head}…</translation>
    </message>
    <message>
        <source>A budget of its own</source>
        <translation>Un budget propre</translation>
    </message>
    <message>
        <source>Only do this if {dataset} is about people that none of the other datasets in this project cover.
What was already spent on it still counts against its new budget.

Total ε for its people:</source>
        <translation>Ne faites ceci que si {dataset} porte sur des personnes qu'aucun autre jeu de données de ce projet ne couvre.
Ce qui a déjà été dépensé pour lui reste compté dans son nouveau budget.

ε total pour ces personnes :</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>{outcome} (release missing: still counted)</source>
        <translation>{outcome} (publication manquante : coût toujours compté)</translation>
    </message>
</context>
<context>
    <name>ui.pages.data</name>
    <message>
        <source>⚠ &lt;b&gt;Some lines were proposed from the private data&lt;/b&gt; (highlighted). Check each against the questionnaire or codebook and tick it in the Check column; releases are refused until every proposed line is ticked. Bounds are never proposed: type them.</source>
        <translation>⚠ &lt;b&gt;Certaines lignes ont été proposées à partir des données privées&lt;/b&gt; (surlignées). Vérifiez chacune d'elles par rapport au questionnaire ou au livre de codes et cochez-la dans la colonne Vérif. ; les publications sont refusées tant que toutes les lignes proposées ne sont pas cochées. Les bornes ne sont jamais proposées : saisissez-les.</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <source>Import data…</source>
        <translation>Importer des données…</translation>
    </message>
    <message>
        <source>Link a large file…</source>
        <translation>Lier un gros fichier…</translation>
    </message>
    <message>
        <source>Parquet or CSV that stays where it is: DuckDB computes only the aggregates each release needs. Needs a declared schema file.</source>
        <translation>Parquet ou CSV qui reste à sa place : DuckDB ne calcule que les agrégats nécessaires à chaque publication. Nécessite un fichier de schéma déclaré.</translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation>Proposer d'après les données…</translation>
    </message>
    <message>
        <source>Reads the private data to suggest types and category lists (never bounds); each proposed line is highlighted until you confirm it.</source>
        <translation>Lit les données privées pour suggérer les types et les listes de catégories (jamais les bornes) ; chaque ligne proposée reste surlignée jusqu'à ce que vous la confirmiez.</translation>
    </message>
    <message>
        <source>Column that identifies people</source>
        <translation>Colonne qui identifie les personnes</translation>
    </message>
    <message>
        <source>The identifier column that says whose row it is. With it, dpgui keeps at most the number of rows you give per person (chosen at random) before counting anything.</source>
        <translation>La colonne d'identifiant qui indique à qui appartient chaque ligne. Avec elle, dpgui garde au plus le nombre de lignes indiqué par personne (tirées au hasard) avant tout comptage.</translation>
    </message>
    <message>
        <source>Most rows kept per person</source>
        <translation>Lignes max. gardées par personne</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Jeu de données :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared schema&lt;/b&gt; — public metadata; every change is saved at once (Edit ▸ Undo to go back).</source>
        <translation>&lt;b&gt;Schéma déclaré&lt;/b&gt; — métadonnées publiques ; chaque modification est enregistrée aussitôt (Édition ▸ Annuler pour revenir en arrière).</translation>
    </message>
    <message>
        <source>Whose rows:</source>
        <translation>Lignes de qui :</translation>
    </message>
    <message>
        <source>count at most</source>
        <translation>compter au plus</translation>
    </message>
    <message>
        <source>rows of each person</source>
        <translation>lignes par personne</translation>
    </message>
    <message>
        <source>No data yet. Use &lt;b&gt;Import data…&lt;/b&gt; or drag a file onto the window.</source>
        <translation>Pas encore de données. Utilisez &lt;b&gt;Importer des données…&lt;/b&gt; ou faites glisser un fichier sur la fenêtre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{dataset}&lt;/b&gt;: {origin}. {budget}</source>
        <translation>&lt;b&gt;{dataset}&lt;/b&gt; : {origin}. {budget}</translation>
    </message>
    <message>
        <source>one row per person (assumed, not checked)</source>
        <translation>une ligne par personne (supposé, non vérifié)</translation>
    </message>
    <message>
        <source>the person is identified by {column}</source>
        <translation>la personne est identifiée par {column}</translation>
    </message>
    <message>
        <source>Not saved yet: {reason}</source>
        <translation>Pas encore enregistré : {reason}</translation>
    </message>
    <message>
        <source>Edit schema</source>
        <translation>Modifier le schéma</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré : {reason}</translation>
    </message>
    <message>
        <source>Reading the data to propose declarations…</source>
        <translation>Lecture des données pour proposer des déclarations…</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, imported {date} from {source}</source>
        <translation>{rows} lignes × {columns} colonnes, importé le {date} depuis {source}</translation>
    </message>
    <message>
        <source>{columns} columns, linked {date} to {source} ({format}, aggregated by {engine}; the rows stay there)</source>
        <translation>{columns} colonnes, lié le {date} à {source} ({format}, agrégé par {engine} ; les lignes restent sur place)</translation>
    </message>
    <message>
        <source>{linked} — &lt;b&gt;its files have changed since they were linked&lt;/b&gt;; releases use them as they are now</source>
        <translation>{linked} — &lt;b&gt;ses fichiers ont changé depuis la liaison&lt;/b&gt; ; les publications les utilisent tels qu'ils sont maintenant</translation>
    </message>
    <message>
        <source>Budget of {people}: {total}, shared with {datasets}; {remaining} left.</source>
        <translation>Budget de {people} : {total}, partagé avec {datasets} ; {remaining} restant.</translation>
    </message>
    <message>
        <source>Budget of {people}: {total}; {remaining} left.</source>
        <translation>Budget de {people} : {total} ; {remaining} restant.</translation>
    </message>
</context>
<context>
    <name>ui.pages.import_wizard</name>
    <message>
        <source>Data files ({patterns})</source>
        <translation>Fichiers de données ({patterns})</translation>
    </message>
    <message>
        <source>1. Choose a data file</source>
        <translation>1. Choisir un fichier de données</translation>
    </message>
    <message>
        <source>CSV or TSV, Excel (.xlsx), Parquet, Stata (.dta) or SPSS (.sav). ODK and KoboToolbox CSV exports are read too.</source>
        <translation>CSV ou TSV, Excel (.xlsx), Parquet, Stata (.dta) ou SPSS (.sav). Les exports CSV d'ODK et de KoboToolbox sont aussi lus.</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>le fichier à importer</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>a short name for this dataset</source>
        <translation>un nom court pour ce jeu de données</translation>
    </message>
    <message>
        <source>This is an ODK / KoboToolbox export (strip group prefixes such as household/)</source>
        <translation>Il s'agit d'un export ODK / KoboToolbox (retirer les préfixes de groupe comme household/)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>Dataset na&amp;me:</source>
        <translation>&amp;Nom du jeu de données :</translation>
    </message>
    <message>
        <source>Choose a data file</source>
        <translation>Choisir un fichier de données</translation>
    </message>
    <message>
        <source>2. Check the file (private preview)</source>
        <translation>2. Vérifier le fichier (aperçu privé)</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;Private preview, shown only to you.&lt;/b&gt; These rows are the confidential data: they are never released, exported or shown in results.</source>
        <translation>⚠ &lt;b&gt;Aperçu privé, visible par vous seul.&lt;/b&gt; Ces lignes sont les données confidentielles : elles ne sont jamais publiées, exportées ni affichées dans les résultats.</translation>
    </message>
    <message>
        <source>The file's first rows</source>
        <translation>Premières lignes du fichier</translation>
    </message>
    <message>
        <source>⚠ This file cannot be imported: {reason}</source>
        <translation>⚠ Ce fichier ne peut pas être importé : {reason}</translation>
    </message>
    <message>
        <source>3. Declare each column (public metadata)</source>
        <translation>3. Déclarer chaque colonne (métadonnées publiques)</translation>
    </message>
    <message>
        <source>Type the categories and bounds you know from the questionnaire or codebook. They are public: never read them off the data. Columns left 'not released' stay private.</source>
        <translation>Saisissez les catégories et les bornes que vous connaissez d'après le questionnaire ou le livre de codes. Elles sont publiques : ne les lisez jamais dans les données. Les colonnes laissées sur « non publiée » restent privées.</translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation>Proposer d'après les données…</translation>
    </message>
    <message>
        <source>Suggest types and category lists from the file (never bounds). This reads the private data: each proposed line is highlighted until you confirm it.</source>
        <translation>Suggère les types et les listes de catégories à partir du fichier (jamais les bornes). Cela lit les données privées : chaque ligne proposée reste surlignée jusqu'à ce que vous la confirmiez.</translation>
    </message>
    <message>
        <source>Import data</source>
        <translation>Importer des données</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
</context>
<context>
    <name>ui.pages.inspector</name>
    <message>
        <source>trait</source>
        <translation>caractère</translation>
    </message>
    <message>
        <source>no trait</source>
        <translation>sans le caractère</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Your own matrix</source>
        <translation>Votre propre matrice</translation>
    </message>
    <message>
        <source>Above-threshold online model (seed 003)</source>
        <translation>Modèle en ligne « au-dessus du seuil » (seed 003)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>seuil</translation>
    </message>
    <message>
        <source>query shifts</source>
        <translation>décalages des requêtes</translation>
    </message>
    <message>
        <source>Survey mechanism (a fair coin)</source>
        <translation>Mécanisme d'enquête (une pièce équilibrée)</translation>
    </message>
    <message>
        <source>Warner randomized response</source>
        <translation>Réponse randomisée de Warner</translation>
    </message>
    <message>
        <source>Forced response</source>
        <translation>Réponse forcée</translation>
    </message>
    <message>
        <source>Truncated α-geometric on {0..n}</source>
        <translation>α-géométrique tronqué sur {0..n}</translation>
    </message>
    <message>
        <source>Generalised RR (k options, ε)</source>
        <translation>RR généralisée (k options, ε)</translation>
    </message>
    <message>
        <source>adjacent rows</source>
        <translation>lignes adjacentes</translation>
    </message>
    <message>
        <source>all pairs</source>
        <translation>toutes les paires</translation>
    </message>
    <message>
        <source>these pairs</source>
        <translation>ces paires</translation>
    </message>
    <message>
        <source>Your matrix: the chance of each answer for each input</source>
        <translation>Votre matrice : la probabilité de chaque réponse pour chaque entrée</translation>
    </message>
    <message>
        <source>Load a matrix from CSV…</source>
        <translation>Charger une matrice depuis un CSV…</translation>
    </message>
    <message>
        <source>Neighbouring inputs</source>
        <translation>Entrées voisines</translation>
    </message>
    <message>
        <source>e.g. 0-1, 2-3 (input labels)</source>
        <translation>ex. 0-1, 2-3 (libellés d'entrée)</translation>
    </message>
    <message>
        <source>Compose this many independent runs of the mechanism</source>
        <translation>Composer ce nombre d'exécutions indépendantes du mécanisme</translation>
    </message>
    <message>
        <source>With several runs: the joint output, or one run's output alone</source>
        <translation>Avec plusieurs exécutions : la sortie conjointe, ou la sortie d'une seule exécution</translation>
    </message>
    <message>
        <source>Claimed ε</source>
        <translation>ε annoncé</translation>
    </message>
    <message>
        <source>Claimed δ</source>
        <translation>δ annoncé</translation>
    </message>
    <message>
        <source>Check the claim</source>
        <translation>Vérifier l'affirmation</translation>
    </message>
    <message>
        <source>The mechanism's matrix</source>
        <translation>La matrice du mécanisme</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Matrice</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>Markov chain</source>
        <translation>Chaîne de Markov</translation>
    </message>
    <message>
        <source>δ(ε) curve</source>
        <translation>Courbe δ(ε)</translation>
    </message>
    <message>
        <source>Mechanism:</source>
        <translation>Mécanisme :</translation>
    </message>
    <message>
        <source>Neighbouring inputs:</source>
        <translation>Entrées voisines :</translation>
    </message>
    <message>
        <source>Independent runs:</source>
        <translation>Exécutions indépendantes :</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Is it (ε, δ)-DP?</source>
        <translation>Est-il (ε, δ)-DP ?</translation>
    </message>
    <message>
        <source>{parameter}:</source>
        <translation>{parameter} :</translation>
    </message>
    <message>
        <source>Load a matrix</source>
        <translation>Charger une matrice</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>the joint output of all runs</source>
        <translation>la sortie conjointe de toutes les exécutions</translation>
    </message>
    <message>
        <source>the output of run {run} alone</source>
        <translation>la sortie de l'exécution {run} seule</translation>
    </message>
    <message>
        <source>Write the neighbouring pairs as input labels joined by '-', separated by commas</source>
        <translation>Écrivez les paires voisines sous forme de libellés d'entrée reliés par « - », séparées par des virgules</translation>
    </message>
    <message>
        <source>∞ — NOT private: an output is possible for one input and impossible for its neighbour</source>
        <translation>∞ — PAS confidentiel : une sortie est possible pour une entrée et impossible pour sa voisine</translation>
    </message>
    <message>
        <source>exact rational arithmetic</source>
        <translation>arithmétique rationnelle exacte</translation>
    </message>
    <message>
        <source>floating point (the entries involve e^ε)</source>
        <translation>virgule flottante (les valeurs font intervenir e^ε)</translation>
    </message>
    <message>
        <source>&lt;br&gt;The seed's sufficient condition gave (ε, δ) = {bound}; the exact δ at ε = {epsilon} is &lt;b&gt;{delta}&lt;/b&gt;.</source>
        <translation>&lt;br&gt;La condition suffisante publiée (seed 003) donnait (ε, δ) = {bound} ; le δ exact à ε = {epsilon} est &lt;b&gt;{delta}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ε* = {epsilon}&lt;/b&gt;&lt;br&gt;worst case: inputs &lt;b&gt;{first}&lt;/b&gt; vs &lt;b&gt;{second}&lt;/b&gt;, output &lt;b&gt;{output}&lt;/b&gt; (highlighted)&lt;br&gt;δ-tv (δ at ε = 0) = {delta_tv} · computed in {arithmetic}{extra}</source>
        <translation>&lt;b&gt;ε* = {epsilon}&lt;/b&gt;&lt;br&gt;pire cas : entrées &lt;b&gt;{first}&lt;/b&gt; et &lt;b&gt;{second}&lt;/b&gt;, sortie &lt;b&gt;{output}&lt;/b&gt; (surlignée)&lt;br&gt;δ-tv (δ à ε = 0) = {delta_tv} · calculé en {arithmetic}{extra}</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: the mechanism is ({epsilon}, {delta})-DP (it needs only δ = {needed} at this ε).</source>
        <translation>✓ &lt;b&gt;Réussi&lt;/b&gt; : le mécanisme est ({epsilon}, {delta})-DP (il ne lui faut que δ = {needed} à cet ε).</translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: for inputs {first} vs {second}, the event {event} has P = e^ε·P' + {needed}, more than δ = {delta}.</source>
        <translation>✗ &lt;b&gt;Échec&lt;/b&gt; : pour les entrées {first} et {second}, l'événement {event} a P = e^ε·P' + {needed}, soit plus que δ = {delta}.</translation>
    </message>
    <message>
        <source>Run the audit</source>
        <translation>Lancer l'audit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Claimed ε:</source>
        <translation>ε annoncé :</translation>
    </message>
    <message>
        <source>Fresh runs per input:</source>
        <translation>Nouvelles exécutions par entrée :</translation>
    </message>
    <message>
        <source>The auditor runs the code that actually ships many times on two neighbouring inputs, picks the most revealing event, and bounds ε from below on fresh runs. A correct mechanism stays below its claim; the broken variants (⚠) show what a failure looks like.</source>
        <translation>L'auditeur exécute de nombreuses fois le code réellement livré sur deux entrées voisines, choisit l'événement le plus révélateur, puis minore ε sur de nouvelles exécutions. Un mécanisme correct reste sous sa valeur annoncée ; les variantes défectueuses (⚠) montrent à quoi ressemble un échec.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Exécution…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: the claim is false (with the confidence above)</source>
        <translation>✗ &lt;b&gt;Échec&lt;/b&gt; : l'affirmation est fausse (avec la confiance ci-dessus)</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: no evidence against the claim</source>
        <translation>✓ &lt;b&gt;Réussi&lt;/b&gt; : aucune preuve contre l'affirmation</translation>
    </message>
    <message>
        <source>Claimed ε = {claimed}; &lt;b&gt;ε lower bound = {bound}&lt;/b&gt; at confidence {confidence}&lt;br&gt;event: {event} ({direction})&lt;br&gt;P1 = {p1}, P2 = {p2} over {runs} fresh runs each&lt;br&gt;{verdict}</source>
        <translation>ε annoncé = {claimed} ; &lt;b&gt;borne inférieure de ε = {bound}&lt;/b&gt; avec une confiance de {confidence}&lt;br&gt;événement : {event} ({direction})&lt;br&gt;P1 = {p1}, P2 = {p2} sur {runs} nouvelles exécutions chacune&lt;br&gt;{verdict}</translation>
    </message>
    <message>
        <source>Release number</source>
        <translation>Numéro de publication</translation>
    </message>
    <message>
        <source>Compute its exact ε</source>
        <translation>Calculer son ε exact</translation>
    </message>
    <message>
        <source>Above-threshold release number:</source>
        <translation>Numéro de la publication au-dessus du seuil :</translation>
    </message>
    <message>
        <source>An above-threshold release of the open project, in the exact model of its own chain (its noise scales, c and sensitivity): the privacy loss ε* the chain really has, beside the ε charged for it.</source>
        <translation>Une publication au-dessus du seuil du projet ouvert, dans le modèle exact de sa propre chaîne (ses échelles de bruit, c et sa sensibilité) : la perte de confidentialité ε* que la chaîne a réellement, à côté de l'ε facturé pour elle.</translation>
    </message>
    <message>
        <source>Open a project first</source>
        <translation>Ouvrez d'abord un projet</translation>
    </message>
    <message>
        <source>Choose an above-threshold release</source>
        <translation>Choisissez une publication au-dessus du seuil</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>Release #{number}: exact &lt;b&gt;ε* = {exact}&lt;/b&gt; (δ = {delta}) beside the charged &lt;b&gt;ε = {charged}&lt;/b&gt; {verdict}</source>
        <translation>Publication n° {number} : &lt;b&gt;ε* = {exact}&lt;/b&gt; exact (δ = {delta}) à côté de l'&lt;b&gt;ε = {charged}&lt;/b&gt; facturé {verdict}</translation>
    </message>
    <message>
        <source>Verify exactly</source>
        <translation>Vérifier exactement</translation>
    </message>
    <message>
        <source>Audit the code</source>
        <translation>Auditer le code</translation>
    </message>
    <message>
        <source>An above-threshold release</source>
        <translation>Une publication au-dessus du seuil</translation>
    </message>
</context>
<context>
    <name>ui.pages.phones</name>
    <message>
        <source>This computer only, for a test ({address})</source>
        <translation>Cet ordinateur seul, pour un essai ({address})</translation>
    </message>
    <message>
        <source>This computer's hotspot ({address})</source>
        <translation>Point d'accès de cet ordinateur ({address})</translation>
    </message>
    <message>
        <source>Wi-Fi ({address})</source>
        <translation>Wi-Fi ({address})</translation>
    </message>
    <message>
        <source>Network cable ({address})</source>
        <translation>Câble réseau ({address})</translation>
    </message>
    <message>
        <source>Network “{name}” ({address})</source>
        <translation>Réseau « {name} » ({address})</translation>
    </message>
    <message>
        <source>Collect on respondents' phones</source>
        <translation>Collecter sur les téléphones des répondants</translation>
    </message>
    <message>
        <source>&lt;b&gt;Collect on respondents' phones.&lt;/b&gt; This computer shows the survey as a web page on the local network: a Wi-Fi hotspot or the office network, no internet needed. Respondents scan the code with their phone's camera and answer there. Each phone randomises the sensitive answers itself and sends only the reported answer: this computer never sees a true answer.</source>
        <translation>&lt;b&gt;Collecter sur les téléphones des répondants.&lt;/b&gt; Cet ordinateur présente l'enquête comme une page web sur le réseau local : un point d'accès Wi-Fi ou le réseau du bureau, sans internet. Les répondants scannent le code avec l'appareil photo de leur téléphone et y répondent. Chaque téléphone tire lui-même au sort les réponses sensibles et n'envoie que la réponse déclarée : cet ordinateur ne voit jamais une vraie réponse.</translation>
    </message>
    <message>
        <source>Network the phones join</source>
        <translation>Réseau que rejoignent les téléphones</translation>
    </message>
    <message>
        <source>&amp;Network the phones join:</source>
        <translation>&amp;Réseau que rejoignent les téléphones :</translation>
    </message>
    <message>
        <source>&amp;Start serving</source>
        <translation>&amp;Commencer à servir</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>QR code of the survey's address</source>
        <translation>Code QR de l'adresse de l'enquête</translation>
    </message>
    <message>
        <source>The survey's address</source>
        <translation>L'adresse de l'enquête</translation>
    </message>
    <message>
        <source>&amp;Address to type on a phone:</source>
        <translation>A&amp;dresse à taper sur un téléphone :</translation>
    </message>
    <message>
        <source>Responses received</source>
        <translation>Réponses reçues</translation>
    </message>
    <message>
        <source>Use a private hotspot with a password (WPA2), never public Wi-Fi: others on the same network could see the reported answers, already randomised, and the address. Only reported answers are stored, never a phone's address. The page works offline once loaded; a phone that loses the connection keeps its answers and sends them again, and each is stored once. Serving stops when you close this window, when the kiosk ends or when dpgui closes. More in docs/phones.md.</source>
        <translation>Utilisez un point d'accès privé protégé par un mot de passe (WPA2), jamais un Wi-Fi public : les autres personnes sur le même réseau pourraient voir les réponses déclarées, déjà tirées au sort, et l'adresse. Seules les réponses déclarées sont enregistrées, jamais l'adresse d'un téléphone. Une fois chargée, la page fonctionne hors ligne ; un téléphone qui perd la connexion garde ses réponses et les renvoie, et chacune n'est enregistrée qu'une fois. Le service s'arrête quand vous fermez cette fenêtre, quand le kiosque se termine ou quand dpgui se ferme. Plus de détails dans docs/phones.md.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Stopped. The phones can no longer send answers; those received are saved.</source>
        <translation>Arrêté. Les téléphones ne peuvent plus envoyer de réponses ; celles reçues sont enregistrées.</translation>
    </message>
    <message>
        <source>Could not start serving: {reason}</source>
        <translation>Impossible de commencer à servir : {reason}</translation>
    </message>
    <message>
        <source>Serving. Phones on this network can open the address; keep this window open while they answer.</source>
        <translation>En service. Les téléphones de ce réseau peuvent ouvrir l'adresse ; gardez cette fenêtre ouverte pendant qu'ils répondent.</translation>
    </message>
    <message>
        <source>Responses received: {stored} saved, {refused} refused</source>
        <translation>Réponses reçues : {stored} enregistrée(s), {refused} refusée(s)</translation>
    </message>
    <message>
        <source>The code to scan shows here once serving has started.</source>
        <translation>Le code à scanner s'affiche ici une fois le service commencé.</translation>
    </message>
    <message>
        <source>Responses received: none yet</source>
        <translation>Réponses reçues : aucune pour l'instant</translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable, then open this window again.</source>
        <translation>Aucun réseau trouvé : activez le Wi-Fi ou un point d'accès, ou branchez un câble réseau, puis rouvrez cette fenêtre.</translation>
    </message>
</context>
<context>
    <name>ui.pages.queries</name>
    <message>
        <source>Planned queries</source>
        <translation>Requêtes prévues</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>Expected accuracy</source>
        <translation>Précision attendue</translation>
    </message>
    <message>
        <source>Weight / lock</source>
        <translation>Poids / verrou</translation>
    </message>
    <message>
        <source>Add query…</source>
        <translation>Ajouter une requête…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Enregistrer le plan…</translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation>Charger un plan…</translation>
    </message>
    <message>
        <source>A plan file holds the queries and their ε only: no data, no results. `dpgui release --plan` runs it without the app.</source>
        <translation>Un fichier de plan ne contient que les requêtes et leur ε : ni données, ni résultats. `dpgui release --plan` l'exécute sans l'application.</translation>
    </message>
    <message>
        <source>at the chosen confidence</source>
        <translation>au niveau de confiance choisi</translation>
    </message>
    <message>
        <source>Lock this ε when splitting</source>
        <translation>Verrouiller cet ε lors de la répartition</translation>
    </message>
    <message>
        <source>Selected query</source>
        <translation>Requête sélectionnée</translation>
    </message>
    <message>
        <source>Privacy level:</source>
        <translation>Niveau de confidentialité :</translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation>Ou viser une précision :</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Poids :</translation>
    </message>
    <message>
        <source>Split the remaining budget…</source>
        <translation>Répartir le budget restant…</translation>
    </message>
    <message>
        <source>Share all of the budget left among the unlocked queries, by weight (asks first)</source>
        <translation>Répartir tout le budget restant entre les requêtes non verrouillées, selon leur poids (demande confirmation)</translation>
    </message>
    <message>
        <source>Run: release these statistics</source>
        <translation>Lancer : publier ces statistiques</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Finish now, keep what is learned</source>
        <translation>Terminer, garder l'acquis</translation>
    </message>
    <message>
        <source>Many tables at once: stop after the current round and release what was learned; only the rounds done are charged</source>
        <translation>Plusieurs tableaux à la fois : s'arrêter après le tour en cours et publier ce qui a été appris ; seuls les tours effectués sont décomptés</translation>
    </message>
    <message>
        <source>Intervals at:</source>
        <translation>Intervalles à :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan before you spend.&lt;/b&gt; Each query's expected accuracy is computed from the mechanism alone; the data are only read when you press Run.</source>
        <translation>&lt;b&gt;Planifiez avant de dépenser.&lt;/b&gt; La précision attendue de chaque requête est calculée à partir du seul mécanisme ; les données ne sont lues que lorsque vous cliquez sur Lancer.</translation>
    </message>
    <message>
        <source>{weight} (locked)</source>
        <translation>{weight} (verrouillé)</translation>
    </message>
    <message>
        <source>Import a dataset first.</source>
        <translation>Importez d'abord un jeu de données.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost: ε = {cost}&lt;/b&gt; of the &lt;b&gt;ε = {remaining}&lt;/b&gt; remaining for {dataset}.</source>
        <translation>&lt;b&gt;Coût total : ε = {cost}&lt;/b&gt; sur les &lt;b&gt;ε = {remaining}&lt;/b&gt; restants pour {dataset}.</translation>
    </message>
    <message>
        <source>Declare the dataset's schema on the Data page first.</source>
        <translation>Déclarez d'abord le schéma du jeu de données dans la page Données.</translation>
    </message>
    <message>
        <source>The schema was proposed from the private data: review it on the Data page first.</source>
        <translation>Le schéma a été proposé à partir des données privées : vérifiez-le d'abord dans la page Données.</translation>
    </message>
    <message>
        <source>Add a query to release.</source>
        <translation>Ajoutez une requête à publier.</translation>
    </message>
    <message>
        <source>Over budget: these queries cost ε = {cost} but only ε = {remaining} is left. Lower some ε, remove a query, or split the remaining budget.</source>
        <translation>Budget dépassé : ces requêtes coûtent ε = {cost}, mais il ne reste que ε = {remaining}. Réduisez certains ε, retirez une requête ou répartissez le budget restant.</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Ajouter une requête</translation>
    </message>
    <message>
        <source>Remove query</source>
        <translation>Retirer la requête</translation>
    </message>
    <message>
        <source>{query}: {accuracy}</source>
        <translation>{query} : {accuracy}</translation>
    </message>
    <message>
        <source>{query} at ε = {epsilon}: {accuracy}</source>
        <translation>{query} à ε = {epsilon} : {accuracy}</translation>
    </message>
    <message>
        <source>Change query</source>
        <translation>Modifier la requête</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Enregistrer le plan</translation>
    </message>
    <message>
        <source>dpgui plans (*.json)</source>
        <translation>Plans dpgui (*.json)</translation>
    </message>
    <message>
        <source>Plan not saved</source>
        <translation>Plan non enregistré</translation>
    </message>
    <message>
        <source>Saved {count} planned queries to {file}.</source>
        <translation>{count} requêtes prévues enregistrées dans {file}.</translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation>Charger un plan</translation>
    </message>
    <message>
        <source>⚠ Not loaded: {reason}</source>
        <translation>⚠ Non chargé : {reason}</translation>
    </message>
    <message>
        <source>Loaded {count} planned queries from {file}.</source>
        <translation>{count} requêtes prévues chargées depuis {file}.</translation>
    </message>
    <message>
        <source>Plan all of the remaining budget?</source>
        <translation>Prévoir tout le budget restant ?</translation>
    </message>
    <message>
        <source>This plans all of the ε = {remaining} left for these people, shared among the unlocked queries by weight. Running them would leave nothing for any later release.

Plan it all?</source>
        <translation>Cela prévoit la totalité des ε = {remaining} restants pour ces personnes, répartis entre les requêtes non verrouillées selon leur poids. Les exécuter ne laisserait rien pour une publication ultérieure.

Tout prévoir ?</translation>
    </message>
    <message>
        <source>Split budget</source>
        <translation>Répartir le budget</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Exécution…</translation>
    </message>
    <message>
        <source>Released 1 statistic.</source>
        <translation>1 statistique publiée.</translation>
    </message>
    <message>
        <source>Released {count} statistics.</source>
        <translation>{count} statistiques publiées.</translation>
    </message>
    <message>
        <source>⚠ Stopped after {count} release(s): {reason}</source>
        <translation>⚠ Arrêté après {count} publication(s) : {reason}</translation>
    </message>
    <message>
        <source>Cancelled after {count} release(s). The plan was charged whole before its data was read, so the queries not released stay charged in the ledger (as cancelled) and stay planned: running them again spends again. Nothing of them was shown.</source>
        <translation>Annulé après {count} publication(s). Le plan a été débité en entier avant la lecture de ses données : les requêtes non publiées restent donc débitées dans le registre (comme annulées) et restent planifiées ; les relancer dépenserait à nouveau. Rien n'en a été affiché.</translation>
    </message>
</context>
<context>
    <name>ui.pages.question_dialog</name>
    <message>
        <source>Sensitive yes/no question (randomised)</source>
        <translation>Question sensible oui/non (randomisée)</translation>
    </message>
    <message>
        <source>Sensitive multiple choice (randomised)</source>
        <translation>Choix multiple sensible (randomisé)</translation>
    </message>
    <message>
        <source>Multiple choice, asked directly (NOT protected)</source>
        <translation>Choix multiple, question directe (SANS protection)</translation>
    </message>
    <message>
        <source>Several choices, asked directly (NOT protected)</source>
        <translation>Plusieurs choix, question directe (SANS protection)</translation>
    </message>
    <message>
        <source>Whole number, asked directly (NOT protected)</source>
        <translation>Nombre entier, question directe (SANS protection)</translation>
    </message>
    <message>
        <source>Choose ε; the app derives the design (recommended)</source>
        <translation>Choisir ε ; l'application en déduit le protocole (recommandé)</translation>
    </message>
    <message>
        <source>Forced response (p_truth, p_yes, p_no)</source>
        <translation>Réponse forcée (p_truth, p_yes, p_no)</translation>
    </message>
    <message>
        <source>Warner: the question or its opposite (p)</source>
        <translation>Warner : la question ou son contraire (p)</translation>
    </message>
    <message>
        <source>Unrelated question with known yes-rate q (p, q)</source>
        <translation>Question sans lien, au taux de « oui » connu q (p, q)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>a short column name, e.g. drug_use</source>
        <translation>un nom de colonne court, ex. drug_use</translation>
    </message>
    <message>
        <source>one option per line: code = label (labels per language: code = en | fr)</source>
        <translation>une option par ligne : code = libellé (libellés par langue : code = en | fr)</translation>
    </message>
    <message>
        <source>automatic (lower variance)</source>
        <translation>automatique (variance plus faible)</translation>
    </message>
    <message>
        <source>this device, with its secure random numbers</source>
        <translation>cet appareil, avec ses nombres aléatoires sécurisés</translation>
    </message>
    <message>
        <source>the respondent, with dice or cards (physical)</source>
        <translation>le répondant, avec des dés ou des cartes (physique)</translation>
    </message>
    <message>
        <source>I understand: this design is NOT private (ε = ∞); some answers reveal the truth</source>
        <translation>Je comprends : ce protocole n'est PAS privé (ε = ∞) ; certaines réponses révèlent la vérité</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Question ({language}):</source>
        <translation>Question ({language}) :</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Design:</source>
        <translation>Protocole :</translation>
    </message>
    <message>
        <source>Randomiser:</source>
        <translation>Tirage :</translation>
    </message>
    <message>
        <source>Who randomises:</source>
        <translation>Qui fait le tirage :</translation>
    </message>
    <message>
        <source>Lowest:</source>
        <translation>Minimum :</translation>
    </message>
    <message>
        <source>Highest:</source>
        <translation>Maximum :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not protected:&lt;/b&gt; the answer is stored exactly as given.</source>
        <translation>&lt;b&gt;Sans protection :&lt;/b&gt; la réponse est enregistrée telle quelle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon}; about ±{margin} points with {n} respondents.</source>
        <translation>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon} ; environ ±{margin} points avec {n} répondants.</translation>
    </message>
    <message>
        <source>∞ (NOT private)</source>
        <translation>∞ (NON privé)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Give the question a name</source>
        <translation>Donnez un nom à la question</translation>
    </message>
    <message>
        <source>Write the question</source>
        <translation>Rédigez la question</translation>
    </message>
</context>
<context>
    <name>ui.pages.results</name>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>Borne basse</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Borne haute</translation>
    </message>
    <message>
        <source>Noise scale</source>
        <translation>Échelle du bruit</translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at least this</source>
        <translation>Avec ce degré de certitude (p. ex. 95 %), la vraie valeur est au moins égale à celle-ci</translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at most this</source>
        <translation>Avec ce degré de certitude (p. ex. 95 %), la vraie valeur est au plus égale à celle-ci</translation>
    </message>
    <message>
        <source>How spread out the added random noise is (larger = more privacy, less accuracy)</source>
        <translation>Dispersion du bruit aléatoire ajouté (plus grande = plus de confidentialité, moins de précision)</translation>
    </message>
    <message>
        <source>The privacy cost of this release</source>
        <translation>Coût en confidentialité de cette publication</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Measured directly</source>
        <translation>Mesuré directement</translation>
    </message>
    <message>
        <source>Typical range
(±, rows)</source>
        <translation>Intervalle typique
(±, lignes)</translation>
    </message>
    <message>
        <source>Typical difference
(rows per cell)</source>
        <translation>Écart typique
(lignes par cellule)</translation>
    </message>
    <message>
        <source>Its noise
(95% ±, rows)</source>
        <translation>Son bruit
(± à 95 %, lignes)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No, learned from the others</source>
        <translation>Non, appris des autres</translation>
    </message>
    <message>
        <source>Learned estimate
({sure} range)</source>
        <translation>Estimation apprise
(intervalle à {sure})</translation>
    </message>
    <message>
        <source>Learned estimate</source>
        <translation>Estimation apprise</translation>
    </message>
    <message>
        <source>Noisy measurement</source>
        <translation>Mesure bruitée</translation>
    </message>
    <message>
        <source>Learned from the others</source>
        <translation>Appris des autres</translation>
    </message>
    <message>
        <source>&lt;b&gt;How it was computed:&lt;/b&gt; {method}.</source>
        <translation>&lt;b&gt;Méthode de calcul :&lt;/b&gt; {method}.</translation>
    </message>
    <message>
        <source>Releases</source>
        <translation>Publications</translation>
    </message>
    <message>
        <source>Details (noise, cost, method)</source>
        <translation>Détails (bruit, coût, méthode)</translation>
    </message>
    <message>
        <source>Released values</source>
        <translation>Valeurs publiées</translation>
    </message>
    <message>
        <source>Clamp negative counts to 0</source>
        <translation>Ramener les effectifs négatifs à 0</translation>
    </message>
    <message>
        <source>Round to whole numbers</source>
        <translation>Arrondir à l'unité</translation>
    </message>
    <message>
        <source>Scale to a total of</source>
        <translation>Ramener à un total de</translation>
    </message>
    <message>
        <source>Scale shares to a total</source>
        <translation>Ramener les proportions à un total</translation>
    </message>
    <message>
        <source>For example 100 to show percentages</source>
        <translation>Par exemple 100 pour afficher des pourcentages</translation>
    </message>
    <message>
        <source>&lt;i&gt;Free, no extra privacy cost:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Gratuit, sans coût de confidentialité supplémentaire :&lt;/i&gt;</translation>
    </message>
    <message>
        <source>These only change how the released numbers are shown; the data are not read again.</source>
        <translation>Ces options changent seulement l'affichage des nombres publiés ; les données ne sont pas relues.</translation>
    </message>
    <message>
        <source>Table shown</source>
        <translation>Tableau affiché</translation>
    </message>
    <message>
        <source>Which of the many tables to show</source>
        <translation>Choisir le tableau à afficher</translation>
    </message>
    <message>
        <source>Synthetic data…</source>
        <translation>Données synthétiques…</translation>
    </message>
    <message>
        <source>Rows drawn from the learned distribution: free post-processing</source>
        <translation>Lignes tirées de la distribution apprise : post-traitement gratuit</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Exporter le tableau…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Exporter le graphique…</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Copier le tableau</translation>
    </message>
    <message>
        <source>Report…</source>
        <translation>Rapport…</translation>
    </message>
    <message>
        <source>Manifest…</source>
        <translation>Manifeste…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases&lt;/b&gt; (reopening costs nothing)</source>
        <translation>&lt;b&gt;Publications&lt;/b&gt; (les rouvrir ne coûte rien)</translation>
    </message>
    <message>
        <source>#{number}  {query}
{cost} · {time}</source>
        <translation>n° {number}  {query}
{cost} · {time}</translation>
    </message>
    <message>
        <source>No releases yet. Plan queries on the Queries page and press Run.</source>
        <translation>Aucune publication pour l'instant. Planifiez des requêtes sur la page Requêtes et appuyez sur Lancer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {asked}&lt;/b&gt; (used {cost} of the budget)</source>
        <translation>&lt;b&gt;Publication n° {number} : {asked}&lt;/b&gt; ({cost} du budget utilisé)</translation>
    </message>
    <message>
        <source>negative counts clamped to 0</source>
        <translation>effectifs négatifs ramenés à 0</translation>
    </message>
    <message>
        <source>rounded</source>
        <translation>arrondi</translation>
    </message>
    <message>
        <source>scaled to a total of {total}</source>
        <translation>ramené à un total de {total}</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Post-traitement (gratuit) : {steps}.</translation>
    </message>
    <message>
        <source>Candidate, in the order examined</source>
        <translation>Candidat, dans l'ordre examiné</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Follow-up count ({sure} range)</source>
        <translation>Comptage de suivi (intervalle à {sure})</translation>
    </message>
    <message>
        <source>All tables: summary</source>
        <translation>Tous les tableaux : résumé</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation>&lt;b&gt;Publication n° {number} : {count} tableau à la fois&lt;/b&gt; — coût ε = {epsilon}, appris à partir d'un arbre de tableaux mesurés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation>&lt;b&gt;Publication n° {number} : {count} tableaux à la fois&lt;/b&gt; — coût ε = {epsilon}, appris à partir d'un arbre de tableaux mesurés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation>&lt;b&gt;Publication n° {number} : {count} tableau à la fois&lt;/b&gt; — coût ε = {epsilon}, appris par poids multiplicatifs privés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation>&lt;b&gt;Publication n° {number} : {count} tableaux à la fois&lt;/b&gt; — coût ε = {epsilon}, appris par poids multiplicatifs privés</translation>
    </message>
    <message>
        <source>"Typical difference" is the mean gap between a table's learned cells and its noisy measurement, in rows; "typical range" is the middle (median) cell's ± half-width.</source>
        <translation>« Écart typique » est l'écart moyen, en lignes, entre les cellules apprises d'un tableau et sa mesure bruitée ; « intervalle typique » est la demi-largeur ± de la cellule du milieu (médiane).</translation>
    </message>
    <message>
        <source>Synthetic data</source>
        <translation>Données synthétiques</translation>
    </message>
    <message>
        <source>How many rows?</source>
        <translation>Combien de lignes ?</translation>
    </message>
    <message>
        <source>Write synthetic data</source>
        <translation>Écrire des données synthétiques</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows to {path}, and each learned table's cells with their ranges to {ranges}.</source>
        <translation>{rows} lignes synthétiques écrites dans {path}, et les cellules de chaque tableau appris, avec leurs intervalles, dans {ranges}.</translation>
    </message>
    <message>
        <source>Synthetic data not written</source>
        <translation>Données synthétiques non écrites</translation>
    </message>
    <message>
        <source>⚠ {title}: {message}</source>
        <translation>⚠ {title} : {message}</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Excel (*.xlsx);;JSON (*.json)</source>
        <translation>CSV (*.csv);;Excel (*.xlsx);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Table not written</source>
        <translation>Tableau non écrit</translation>
    </message>
    <message>
        <source>Wrote the report to {path}.</source>
        <translation>Rapport écrit dans {path}.</translation>
    </message>
    <message>
        <source>Write the release manifest</source>
        <translation>Écrire le manifeste de la publication</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Manifest not written</source>
        <translation>Manifeste non écrit</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation>PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>Chart not written</source>
        <translation>Graphique non écrit</translation>
    </message>
</context>
<context>
    <name>ui.pages.start</name>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Create a project, then import your data file.</source>
        <translation>Créez un projet, puis importez votre fichier de données.</translation>
    </message>
    <message>
        <source>Who is in it</source>
        <translation>Qui y figure</translation>
    </message>
    <message>
        <source>Declare each column, and whose rows they are, from the questionnaire or codebook.</source>
        <translation>Déclarez chaque colonne, et à qui correspondent les lignes, d'après le questionnaire ou le livre de codes.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Check how much may be learned about any one person (ε).</source>
        <translation>Vérifiez ce que l'on peut apprendre sur une personne (ε).</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>List the counts and averages you want, and see how precise each will be.</source>
        <translation>Listez les effectifs et les moyennes voulus, et voyez la précision de chacun.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Release them: each number comes with its range.</source>
        <translation>Publiez-les : chaque nombre est accompagné de son intervalle.</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: done</source>
        <translation>Étape {number} sur {count}, {step} : terminée</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: the next one</source>
        <translation>Étape {number} sur {count}, {step} : la prochaine</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: still to do</source>
        <translation>Étape {number} sur {count}, {step} : à faire</translation>
    </message>
    <message>
        <source>Release statistics about sensitive data without revealing any one person.</source>
        <translation>Publiez des statistiques sur des données sensibles sans rien révéler sur une personne.</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nouveau projet…</translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation>Ouvrir un projet…</translation>
    </message>
    <message>
        <source>Open the example (a synthetic health survey)</source>
        <translation>Ouvrir l'exemple (une enquête de santé synthétique)</translation>
    </message>
    <message>
        <source>Inspect and audit privacy mechanisms (no project needed)</source>
        <translation>Inspecter et auditer les mécanismes de confidentialité (sans projet)</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Projets récents</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open recent&lt;/b&gt; (double-click)</source>
        <translation>&lt;b&gt;Ouvrir un projet récent&lt;/b&gt; (double-clic)</translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation>Aucun projet récent pour l'instant.</translation>
    </message>
    <message>
        <source>{step}: {what}</source>
        <translation>{step} : {what}</translation>
    </message>
    <message>
        <source>How it goes</source>
        <translation>Comment procéder</translation>
    </message>
</context>
<context>
    <name>ui.pages.survey</name>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>± at planned n</source>
        <translation>± au n prévu</translation>
    </message>
    <message>
        <source>n for the wanted ±</source>
        <translation>n pour le ± voulu</translation>
    </message>
    <message>
        <source>sensitive yes/no</source>
        <translation>oui/non sensible</translation>
    </message>
    <message>
        <source>sensitive choice</source>
        <translation>choix sensible</translation>
    </message>
    <message>
        <source>choice — NOT protected</source>
        <translation>choix — SANS protection</translation>
    </message>
    <message>
        <source>several choices — NOT protected</source>
        <translation>plusieurs choix — SANS protection</translation>
    </message>
    <message>
        <source>number — NOT protected</source>
        <translation>nombre — SANS protection</translation>
    </message>
    <message>
        <source>decimal number — NOT protected</source>
        <translation>nombre décimal — SANS protection</translation>
    </message>
    <message>
        <source>text — NOT protected</source>
        <translation>texte — SANS protection</translation>
    </message>
    <message>
        <source>date — NOT protected</source>
        <translation>date — SANS protection</translation>
    </message>
    <message>
        <source>time — NOT protected</source>
        <translation>heure — SANS protection</translation>
    </message>
    <message>
        <source>date and time — NOT protected</source>
        <translation>date et heure — SANS protection</translation>
    </message>
    <message>
        <source>{kind} — not asked on this device</source>
        <translation>{kind} — non posée sur cet appareil</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Planned respondents</source>
        <translation>Répondants prévus</translation>
    </message>
    <message>
        <source>Wanted margin, in points</source>
        <translation>Marge voulue, en points</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>New survey…</source>
        <translation>Nouvelle enquête…</translation>
    </message>
    <message>
        <source>Import XLSForm…</source>
        <translation>Importer un XLSForm…</translation>
    </message>
    <message>
        <source>Export XLSForm…</source>
        <translation>Exporter en XLSForm…</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Nouvelle version</translation>
    </message>
    <message>
        <source>Add question…</source>
        <translation>Ajouter une question…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Start kiosk…</source>
        <translation>Lancer le kiosque…</translation>
    </message>
    <message>
        <source>Collect on phones…</source>
        <translation>Collecter sur téléphones…</translation>
    </message>
    <message>
        <source>Import responses…</source>
        <translation>Importer des réponses…</translation>
    </message>
    <message>
        <source>Merge a device's file…</source>
        <translation>Fusionner un fichier d'appareil…</translation>
    </message>
    <message>
        <source>Copy survey for another device…</source>
        <translation>Copier pour un autre appareil…</translation>
    </message>
    <message>
        <source>Planned respondents:</source>
        <translation>Répondants prévus :</translation>
    </message>
    <message>
        <source>Wanted ±:</source>
        <translation>± voulu :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomized response.&lt;/b&gt; Each sensitive answer is randomised before it is stored, so no single answer reveals the respondent; the estimates remove the noise.</source>
        <translation>&lt;b&gt;Réponse randomisée.&lt;/b&gt; Chaque réponse sensible est randomisée avant d'être enregistrée : aucune réponse isolée ne révèle rien du répondant ; les estimations retirent le bruit.</translation>
    </message>
    <message>
        <source>What the last action found</source>
        <translation>Résultat de la dernière action</translation>
    </message>
    <message>
        <source>No survey yet: make one, or import an XLSForm.</source>
        <translation>Pas encore d'enquête : créez-en une, ou importez un XLSForm.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {languages} — {state}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {languages} — {state}</translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ NON privé</translation>
    </message>
    <message>
        <source>±{margin} points</source>
        <translation>±{margin} points</translation>
    </message>
    <message>
        <source>Each respondent's total ε across the sensitive questions: &lt;b&gt;{epsilon}&lt;/b&gt; (the ε of each added up). Questions marked NOT protected are stored exactly as answered. ± is the expected 95% margin for a share near 50% (yes/no) or 1/k (choices).</source>
        <translation>ε total de chaque répondant sur l'ensemble des questions sensibles : &lt;b&gt;{epsilon}&lt;/b&gt; (la somme des ε de chacune). Les questions marquées SANS protection sont enregistrées telles que répondues. Le ± est la marge attendue à 95 % pour une proportion proche de 50 % (oui/non) ou de 1/k (choix).</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>Enquête</translation>
    </message>
    <message>
        <source>New survey</source>
        <translation>Nouvelle enquête</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Languages (comma-separated):</source>
        <translation>Langues (séparées par des virgules) :</translation>
    </message>
    <message>
        <source>Import an XLSForm</source>
        <translation>Importer un XLSForm</translation>
    </message>
    <message>
        <source>Import XLSForm</source>
        <translation>Importer le XLSForm</translation>
    </message>
    <message>
        <source>Export as XLSForm</source>
        <translation>Exporter en XLSForm</translation>
    </message>
    <message>
        <source>XLSForm not written</source>
        <translation>XLSForm non écrit</translation>
    </message>
    <message>
        <source>Wrote {path}. How each sensitive question is randomised:</source>
        <translation>{path} écrit. Comment chaque question sensible est randomisée :</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <translation>Kiosque</translation>
    </message>
    <message>
        <source>Choose the enumerator's PIN (needed to leave the kiosk):</source>
        <translation>Choisissez le code PIN de l'enquêteur (nécessaire pour quitter le kiosque) :</translation>
    </message>
    <message>
        <source>Choose a PIN of at least 4 characters.</source>
        <translation>Choisissez un code PIN d'au moins 4 caractères.</translation>
    </message>
    <message>
        <source>Import responses</source>
        <translation>Importer des réponses</translation>
    </message>
    <message>
        <source>Responses (*.csv *.tsv *.xlsx)</source>
        <translation>Réponses (*.csv *.tsv *.xlsx)</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Traitement en cours…</translation>
    </message>
    <message>
        <source>Which column?</source>
        <translation>Quelle colonne ?</translation>
    </message>
    <message>
        <source>Column holding “{name}”:</source>
        <translation>Colonne contenant « {name} » :</translation>
    </message>
    <message>
        <source>Merge a kiosk's file</source>
        <translation>Fusionner le fichier d'un kiosque</translation>
    </message>
    <message>
        <source>dpgui projects (*.dpgui)</source>
        <translation>Projets dpgui (*.dpgui)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Copy the survey for another device</source>
        <translation>Copier l'enquête pour un autre appareil</translation>
    </message>
    <message>
        <source>Copy survey</source>
        <translation>Copier l'enquête</translation>
    </message>
    <message>
        <source>Wrote {path}: open it in dpgui on the other device and start the kiosk there.</source>
        <translation>{path} écrit : ouvrez-le dans dpgui sur l'autre appareil et lancez-y le kiosque.</translation>
    </message>
    <message>
        <source>draft: questions can still change</source>
        <translation>brouillon : les questions peuvent encore changer</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} response collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;verrouillée&lt;/b&gt; : {count} réponse recueillie ; créez une nouvelle version pour modifier les questions</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} responses collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;verrouillée&lt;/b&gt; : {count} réponses recueillies ; créez une nouvelle version pour modifier les questions</translation>
    </message>
    <message>
        <source>Imported {count} response ({duplicates} already here, skipped).</source>
        <translation>{count} réponse importée (déjà présentes, ignorées : {duplicates}).</translation>
    </message>
    <message>
        <source>Imported {count} responses ({duplicates} already here, skipped).</source>
        <translation>{count} réponses importées (déjà présentes, ignorées : {duplicates}).</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new response, {duplicates} already here (skipped).</source>
        <translation>{source} fusionné : {count} nouvelle réponse ; déjà présentes, ignorées : {duplicates}.</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new responses, {duplicates} already here (skipped).</source>
        <translation>{source} fusionné : {count} nouvelles réponses ; déjà présentes, ignorées : {duplicates}.</translation>
    </message>
    <message>
        <source>Not asked on this device (their answers can come only from responses collected elsewhere and imported):</source>
        <translation>Non posées sur cet appareil (leurs réponses ne peuvent venir que de réponses recueillies ailleurs puis importées) :</translation>
    </message>
    <message>
        <source>Not used by the kiosk:</source>
        <translation>Non utilisé par le kiosque :</translation>
    </message>
</context>
<context>
    <name>ui.pages.survey_results</name>
    <message>
        <source>Wilson (recommended)</source>
        <translation>Wilson (recommandé)</translation>
    </message>
    <message>
        <source>Clopper–Pearson (exact, wider)</source>
        <translation>Clopper–Pearson (exact, plus large)</translation>
    </message>
    <message>
        <source>Wald (simple; poor for small groups)</source>
        <translation>Wald (simple ; médiocre pour les petits groupes)</translation>
    </message>
    <message>
        <source>Hoeffding (safe for any number of answers)</source>
        <translation>Hoeffding (sûr quel que soit le nombre de réponses)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proportion</translation>
    </message>
    <message>
        <source>Range (95% sure)</source>
        <translation>Intervalle (sûr à 95 %)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Raw estimate</source>
        <translation>Estimation brute</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Erreur type</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Interval method</source>
        <translation>Méthode d'intervalle</translation>
    </message>
    <message>
        <source>Subgroups by</source>
        <translation>Sous-groupes par</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Export responses and estimates…</source>
        <translation>Exporter les réponses et les estimations…</translation>
    </message>
    <message>
        <source>Include typed answers (text, dates, GPS points, …)</source>
        <translation>Inclure les réponses saisies (texte, dates, points GPS, …)</translation>
    </message>
    <message>
        <source>They are stored exactly as given and can identify people; left out unless ticked. The codebook says so.</source>
        <translation>Elles sont enregistrées telles quelles et peuvent identifier des personnes ; elles sont exclues sauf si la case est cochée. Le livre de codes l'indique.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show the raw estimate, standard error, ε and method of each row</source>
        <translation>Afficher l'estimation brute, l'erreur type, ε et la méthode de chaque ligne</translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>Estimations de l'enquête</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalle :</translation>
    </message>
    <message>
        <source>Subgroups by:</source>
        <translation>Sous-groupes par :</translation>
    </message>
    <message>
        <source>(no subgroups)</source>
        <translation>(aucun sous-groupe)</translation>
    </message>
    <message>
        <source>No survey in this project.</source>
        <translation>Aucune enquête dans ce projet.</translation>
    </message>
    <message>
        <source>reading responses</source>
        <translation>lecture des réponses</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} response. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;, version {version} : {count} réponse. La réponse randomisée protège chaque réponse sur l'appareil ; ces estimations n'utilisent donc aucun budget de confidentialité central.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} responses. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;, version {version} : {count} réponses. La réponse randomisée protège chaque réponse sur l'appareil ; ces estimations n'utilisent donc aucun budget de confidentialité central.</translation>
    </message>
    <message>
        <source> (outside 0–100%, shown as the nearest end)</source>
        <translation> (hors de 0–100 %, affiché à la borne la plus proche)</translation>
    </message>
    <message>
        <source>not protected</source>
        <translation>sans protection</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} à {high}</translation>
    </message>
    <message>
        <source>⚠ too few answers: range too wide</source>
        <translation>⚠ trop peu de réponses : intervalle trop large</translation>
    </message>
    <message>
        <source>Each share is estimated from the answers given, with the randomisation's known noise removed; we are 95% sure the true share lies in its range. Unanswered questions are left out: only the answers given are counted.</source>
        <translation>Chaque proportion est estimée à partir des réponses données, en retirant le bruit connu de la randomisation ; nous sommes sûrs à 95 % que la vraie proportion se trouve dans son intervalle. Les questions sans réponse sont écartées : seules les réponses données sont comptées.</translation>
    </message>
    <message>
        <source>Export responses and estimates</source>
        <translation>Exporter les réponses et les estimations</translation>
    </message>
    <message>
        <source>Export not written</source>
        <translation>Export non écrit</translation>
    </message>
    <message>
        <source>Wrote {paths} (the codebook names each question's design and ε, and the arguments for R's rr and RRreg).</source>
        <translation>Fichiers écrits : {paths} (le livre de codes indique le protocole et l'ε de chaque question, ainsi que les arguments pour rr et RRreg de R).</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{count} answer</source>
        <translation>{count} réponse</translation>
    </message>
    <message>
        <source>{count} answers</source>
        <translation>{count} réponses</translation>
    </message>
</context>
<context>
    <name>ui.report_dialog</name>
    <message>
        <source>To show others in detail, tick them in the app's Report dialog.</source>
        <translation>Pour en présenter d'autres en détail, cochez-les dans la fenêtre « Rédiger un rapport » de l'application.</translation>
    </message>
    <message>
        <source>Write a report</source>
        <translation>Rédiger un rapport</translation>
    </message>
    <message>
        <source>Report format</source>
        <translation>Format du rapport</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>HTML (a web page)</source>
        <translation>HTML (une page web)</translation>
    </message>
    <message>
        <source>Report file</source>
        <translation>Fichier de rapport</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>The &amp;last {count}</source>
        <translation>&amp;Les {count} dernières</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Toutes</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Aucune</translation>
    </message>
    <message>
        <source>Releases shown in full detail</source>
        <translation>Publications présentées en détail</translation>
    </message>
    <message>
        <source>Tick a release to show its method, table and chart in full</source>
        <translation>Cochez une publication pour présenter en entier sa méthode, son tableau et son graphique</translation>
    </message>
    <message>
        <source>#{number}  {query} ({dataset}) · {time}</source>
        <translation>n° {number}  {query} ({dataset}) · {time}</translation>
    </message>
    <message>
        <source>#{number}  {query} · {time}</source>
        <translation>n° {number}  {query} · {time}</translation>
    </message>
    <message>
        <source>Report progress</source>
        <translation>Progression du rapport</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier :</translation>
    </message>
    <message>
        <source>The report sums up every release of the project ({count}) with its numbers and cost, and shows those you tick in full: method, table and chart.</source>
        <translation>Le rapport résume chaque publication du projet ({count}) avec ses chiffres et son coût, et présente en entier celles que vous cochez : méthode, tableau et graphique.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases in full detail&lt;/b&gt; (the newest first)</source>
        <translation>&lt;b&gt;Publications présentées en détail&lt;/b&gt; (les plus récentes d'abord)</translation>
    </message>
    <message>
        <source>With more than {limit} releases, none is in full detail unless you tick it.</source>
        <translation>Au-delà de {limit} publications, aucune n'est présentée en détail si vous ne la cochez pas.</translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation>Il n'y a encore aucune publication à inclure dans un rapport</translation>
    </message>
    <message>
        <source>{chosen} of {count} in detail</source>
        <translation>{chosen} sur {count} en détail</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Choose a file for the report first.</source>
        <translation>Choisissez d'abord un fichier pour le rapport.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Wrote the report to {path}: {count} releases summed up, {detailed} in full detail.</source>
        <translation>Rapport écrit dans {path} : {count} publications résumées, dont {detailed} présentées en détail.</translation>
    </message>
    <message>
        <source>⚠ Report not written: {message}</source>
        <translation>⚠ Rapport non écrit : {message}</translation>
    </message>
    <message>
        <source>Cancelled. No report was written, and no file was changed.</source>
        <translation>Annulé. Aucun rapport n'a été écrit, et aucun fichier n'a été modifié.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
<context>
    <name>ui.schema_editor</name>
    <message>
        <source>categorical</source>
        <translation>catégorielle</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numérique</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>identifiant</translation>
    </message>
    <message>
        <source>not released</source>
        <translation>non publiée</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Catégories</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>Borne inférieure</translation>
    </message>
    <message>
        <source>Upper bound</source>
        <translation>Borne supérieure</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>Valeurs manquantes</translation>
    </message>
    <message>
        <source>Values not in the list</source>
        <translation>Valeurs hors liste</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérif.</translation>
    </message>
    <message>
        <source>The answers allowed, separated by commas, as in the questionnaire</source>
        <translation>Les réponses autorisées, séparées par des virgules, comme dans le questionnaire</translation>
    </message>
    <message>
        <source>The smallest value the questionnaire allows, in the column's units (e.g. age 0, income 0)</source>
        <translation>La plus petite valeur autorisée par le questionnaire, dans l'unité de la colonne (ex. âge 0, revenu 0)</translation>
    </message>
    <message>
        <source>The largest value you expect, in the column's units (e.g. age 110, monthly income 50,000)</source>
        <translation>La plus grande valeur attendue, dans l'unité de la colonne (ex. âge 110, revenu mensuel 50 000)</translation>
    </message>
    <message>
        <source>Rows with no value. Numbers: left out (recommended), or counted as the lower bound, which pulls means down. Categories: counted in a (missing) cell or in (other), or left out</source>
        <translation>Lignes sans valeur. Nombres : exclues (recommandé), ou comptées comme la borne inférieure, ce qui tire les moyennes vers le bas. Catégories : comptées dans une case (manquant) ou dans (autre), ou exclues</translation>
    </message>
    <message>
        <source>Answers that are not in the category list: counted in an (other) cell, or left out of every statistic of this column (each result says so)</source>
        <translation>Réponses absentes de la liste des catégories : comptées dans une case (autre), ou exclues de toutes les statistiques de cette colonne (chaque résultat le signale)</translation>
    </message>
    <message>
        <source>count as (other)</source>
        <translation>compter dans (autre)</translation>
    </message>
    <message>
        <source>leave out</source>
        <translation>exclure</translation>
    </message>
    <message>
        <source>own (missing) cell</source>
        <translation>case (manquant) à part</translation>
    </message>
    <message>
        <source>count as lower bound ⚠</source>
        <translation>compter comme borne inférieure ⚠</translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation>Schéma déclaré</translation>
    </message>
    <message>
        <source>One row per column: its type, categories, bounds and how missing values are treated</source>
        <translation>Une ligne par colonne : son type, ses catégories, ses bornes et le traitement des valeurs manquantes</translation>
    </message>
    <message>
        <source>Type of {name}</source>
        <translation>Type de {name}</translation>
    </message>
    <message>
        <source>Missing values of {name}</source>
        <translation>Valeurs manquantes de {name}</translation>
    </message>
    <message>
        <source>Values of {name} not in the list</source>
        <translation>Valeurs de {name} hors liste</translation>
    </message>
    <message>
        <source>Proposed from the private data. Tick once you have checked this line against the questionnaire or codebook.</source>
        <translation>Proposé à partir des données privées. Cochez après avoir vérifié cette ligne par rapport au questionnaire ou au livre de codes.</translation>
    </message>
    <message>
        <source>Type both bounds, from the codebook (e.g. age 0 to 110)</source>
        <translation>Saisissez les deux bornes, d'après le livre de codes (ex. âge 0 à 110)</translation>
    </message>
    <message>
        <source>Type a number in both bounds</source>
        <translation>Saisissez un nombre dans les deux bornes</translation>
    </message>
    <message>
        <source>⚠ {problem}</source>
        <translation>⚠ {problem}</translation>
    </message>
    <message>
        <source>Column {name}: {message}</source>
        <translation>Colonne {name} : {message}</translation>
    </message>
    <message>
        <source>⚠ missing values counted as the lower bound: this pulls the mean down; 'leave out' is safer</source>
        <translation>⚠ valeurs manquantes comptées comme la borne inférieure : cela tire la moyenne vers le bas ; « exclure » est plus sûr</translation>
    </message>
    <message>
        <source>proposed — check, then tick to declare</source>
        <translation>proposé — vérifiez, puis cochez pour déclarer</translation>
    </message>
    <message>
        <source>✓ stored, never released</source>
        <translation>✓ stocké, jamais publié</translation>
    </message>
    <message>
        <source>✓ declared</source>
        <translation>✓ déclaré</translation>
    </message>
</context>
<context>
    <name>ui.self_test</name>
    <message>
        <source>dpgui self-test FAILED: {problem}</source>
        <translation>Échec de l'autotest de dpgui : {problem}</translation>
    </message>
    <message>
        <source>dpgui self-test passed in {seconds} s: the window opened offscreen, the example was copied and opened, a histogram was released by the worker, its ledger entry exists, its survey went out as an XLSForm and back through pyxform unchanged, and it was served to phones with every file of their page.</source>
        <translation>Autotest de dpgui réussi en {seconds} s : la fenêtre s'est ouverte hors écran, l'exemple a été copié et ouvert, un histogramme a été publié par le processus de travail, son entrée au registre existe, son enquête a été exportée en XLSForm puis relue par pyxform sans changement, et elle a été servie aux téléphones avec chaque fichier de leur page.</translation>
    </message>
    <message>
        <source>the example project did not open</source>
        <translation>le projet d'exemple ne s'est pas ouvert</translation>
    </message>
    <message>
        <source>no release within {seconds} s</source>
        <translation>aucune publication en {seconds} s</translation>
    </message>
    <message>
        <source>the release has no ledger entry</source>
        <translation>la publication n'a pas d'entrée au registre</translation>
    </message>
    <message>
        <source>the released table is not the expected histogram</source>
        <translation>le tableau publié n'est pas l'histogramme attendu</translation>
    </message>
    <message>
        <source>the budget did not go down by exactly the cost</source>
        <translation>le budget n'a pas baissé exactement du coût</translation>
    </message>
    <message>
        <source>the example has no survey</source>
        <translation>l'exemple n'a pas d'enquête</translation>
    </message>
    <message>
        <source>the example's survey did not come back unchanged from its XLSForm</source>
        <translation>l'enquête de l'exemple n'est pas revenue inchangée de son XLSForm</translation>
    </message>
    <message>
        <source>the phones' page did not serve {name}</source>
        <translation>la page des téléphones n'a pas servi {name}</translation>
    </message>
</context>
<context>
    <name>ui.team_record_dialog</name>
    <message>
        <source>Team record of spending</source>
        <translation>Relevé des dépenses de l'équipe</translation>
    </message>
    <message>
        <source>It is set by this computer's installation and cannot be changed here; ask whoever installed dpgui.</source>
        <translation>Il est fixé par l'installation de cet ordinateur et ne peut pas être changé ici ; demandez à la personne qui a installé dpgui.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>postgresql://user@host:port/database, without a password</source>
        <translation>postgresql://utilisateur@hôte:port/base, sans mot de passe</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Kept in this computer's keyring, never in a project</source>
        <translation>Gardé dans le trousseau de cet ordinateur, jamais dans un projet</translation>
    </message>
    <message>
        <source>leave empty to use ~/.pgpass or the kept one</source>
        <translation>laisser vide pour utiliser ~/.pgpass ou celui déjà gardé</translation>
    </message>
    <message>
        <source>Result of the connection test</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation>&amp;Utiliser ce serveur</translation>
    </message>
    <message>
        <source>Use this computer's &amp;own record</source>
        <translation>Utiliser le relevé &amp;propre à cet ordinateur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Adresse du serveur :</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Record of spending in use&lt;/b&gt;</source>
        <translation>&lt;b&gt;Relevé des dépenses utilisé&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why a team shares one record&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pourquoi une équipe partage un seul relevé&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Each computer keeps a record of what has been spent on the people in its data, so that a copy or a re-import cannot spend their budget again. When colleagues work on the same people from their own laptops, each laptop's record knows only its own releases: a team shares one record on its database server instead, and every colleague's release counts against the same budget.</source>
        <translation>Chaque ordinateur tient un relevé de ce qui a été dépensé sur les personnes de ses données, pour qu'une copie ou une réimportation ne puisse pas dépenser leur budget une seconde fois. Quand des collègues travaillent sur les mêmes personnes depuis leurs propres ordinateurs portables, le relevé de chaque portable ne connaît que ses propres publications : une équipe partage plutôt un seul relevé sur son serveur de bases de données, et la publication de chaque collègue compte sur le même budget.</translation>
    </message>
    <message>
        <source>While the team's record is in use, a release is refused, before anything is spent, when the server cannot be reached.</source>
        <translation>Tant que le relevé de l'équipe est utilisé, une publication est refusée, avant toute dépense, quand le serveur ne peut pas être joint.</translation>
    </message>
    <message>
        <source>The server's administrator can see hashes and sketches of rows, the costs charged, and who charged them from which computer; never your rows or their values.</source>
        <translation>L'administrateur du serveur peut voir des empreintes (hachages) et des esquisses des lignes, les coûts imputés, et qui les a imputés depuis quel ordinateur ; jamais vos lignes ni leurs valeurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The team's server&lt;/b&gt;</source>
        <translation>&lt;b&gt;Le serveur de l'équipe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Connexion au serveur…</translation>
    </message>
    <message>
        <source>From now on, every release is counted on the team's record.</source>
        <translation>Désormais, chaque publication est comptée sur le relevé de l'équipe.</translation>
    </message>
    <message>
        <source>From now on, releases are counted on this computer's own record.</source>
        <translation>Désormais, les publications sont comptées sur le relevé propre à cet ordinateur.</translation>
    </message>
    <message>
        <source>Connected: {record}</source>
        <translation>Connecté : {record}</translation>
    </message>
</context>
<context>
    <name>ui.widgets</name>
    <message>
        <source>privacy level ε</source>
        <translation>niveau de confidentialité ε</translation>
    </message>
    <message>
        <source>⚠ ε above {limit} gives weak protection: an observer can learn a lot about a person.</source>
        <translation>⚠ Un ε supérieur à {limit} protège peu : un observateur peut apprendre beaucoup sur une personne.</translation>
    </message>
    <message>
        <source>← more private</source>
        <translation>← plus confidentiel</translation>
    </message>
    <message>
        <source>more accurate →</source>
        <translation>plus précis →</translation>
    </message>
    <message>
        <source>ε = {value}</source>
        <translation>ε = {value}</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Traitement en cours…</translation>
    </message>
    <message>
        <source>Working: {what} ({percent}% done)</source>
        <translation>Traitement : {what} ({percent} % effectué)</translation>
    </message>
    <message>
        <source>please wait</source>
        <translation>veuillez patienter</translation>
    </message>
</context>
<context>
    <name>ui.workers</name>
    <message>
        <source>Busy with another task; try again when it is done.</source>
        <translation>Occupé par une autre tâche ; réessayez quand elle sera terminée.</translation>
    </message>
</context>
</TS>