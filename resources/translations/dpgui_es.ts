<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>cli.audit_command</name>
    <message>
        <source>statistically audit one of the app's mechanisms</source>
        <translation>auditar estadísticamente uno de los mecanismos de la aplicación</translation>
    </message>
    <message>
        <source>Run the mechanism many times on neighbouring inputs and bound its ε from below.</source>
        <translation>Ejecuta el mecanismo muchas veces con entradas vecinas y acota su ε por debajo.</translation>
    </message>
    <message>
        <source>one of: %(choices)s</source>
        <translation>uno de: %(choices)s</translation>
    </message>
    <message>
        <source>the claimed ε (default: the case's own)</source>
        <translation>el ε declarado (predeterminado: el del propio caso)</translation>
    </message>
    <message>
        <source>fresh runs per input (default {samples})</source>
        <translation>ejecuciones nuevas por entrada (predeterminado: {samples})</translation>
    </message>
    <message>
        <source>FAIL: the claim is false (with the confidence above)</source>
        <translation>FALLA: la afirmación es falsa (con la confianza indicada arriba)</translation>
    </message>
    <message>
        <source>pass: no evidence against the claim</source>
        <translation>aprobado: no hay evidencia en contra de la afirmación</translation>
    </message>
    <message>
        <source>{mechanism}: claimed ε = {epsilon}</source>
        <translation>{mechanism}: ε declarado = {epsilon}</translation>
    </message>
    <message>
        <source>ε lower bound = {bound} at confidence {confidence}</source>
        <translation>límite inferior de ε = {bound} con una confianza de {confidence}</translation>
    </message>
    <message>
        <source>event: {event} ({direction}); P1 = {p1}, P2 = {p2} over {runs} runs each</source>
        <translation>evento: {event} ({direction}); P1 = {p1}, P2 = {p2} en {runs} ejecuciones cada una</translation>
    </message>
</context>
<context>
    <name>cli.demo_command</name>
    <message>
        <source>Smokers (count)</source>
        <translation>Fumadores (recuento)</translation>
    </message>
    <message>
        <source>Respondents by region</source>
        <translation>Personas encuestadas por región</translation>
    </message>
    <message>
        <source>Mean age</source>
        <translation>Edad media</translation>
    </message>
    <message>
        <source>release a few statistics from the bundled example</source>
        <translation>publicar algunas estadísticas del ejemplo incluido</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>imprimir JSON estable</translation>
    </message>
    <message>
        <source>dpgui demo — {title}</source>
        <translation>demostración de dpgui — {title}</translation>
    </message>
    <message>
        <source>Categories and bounds are declared public metadata; noise is exact and CSPRNG-backed.</source>
        <translation>Las categorías y los límites son metadatos públicos declarados; el ruido es exacto y proviene de un CSPRNG.</translation>
    </message>
    <message>
        <source>{title}  [ε = {epsilon}, {confidence} intervals]</source>
        <translation>{title}  [ε = {epsilon}, intervalos de {confidence}]</translation>
    </message>
    <message>
        <source>{estimate}  ({low} to {high})</source>
        <translation>{estimate}  (de {low} a {high})</translation>
    </message>
    <message>
        <source>how: {method}</source>
        <translation>cómo: {method}</translation>
    </message>
    <message>
        <source>post-processing (free): {steps}</source>
        <translation>posprocesamiento (gratuito): {steps}</translation>
    </message>
    <message>
        <source>Drug use, asked with forced response (ε = {epsilon} = {closed_form} per respondent, spent on their device):</source>
        <translation>Consumo de drogas, preguntado con respuesta forzada (ε = {epsilon} = {closed_form} por persona encuestada, gastado en su dispositivo):</translation>
    </message>
    <message>
        <source>prevalence {estimate}  ({low} to {high}, 95% Wilson)</source>
        <translation>prevalencia {estimate}  (de {low} a {high}, Wilson al 95 %)</translation>
    </message>
    <message>
        <source>Budget: ε {spent} of {total} spent, {left} left.</source>
        <translation>Presupuesto: ε {spent} gastado de {total}; quedan {left}.</translation>
    </message>
</context>
<context>
    <name>cli.link_command</name>
    <message>
        <source>link a Parquet or CSV file or folder, or a Spark table, without importing it</source>
        <translation>vincular un archivo o una carpeta Parquet o CSV, o una tabla de Spark, sin importarlos</translation>
    </message>
    <message>
        <source>a Parquet or CSV file, a folder of them, or (with --engine spark) a table name</source>
        <translation>un archivo Parquet o CSV, una carpeta con ellos o (con --engine spark) el nombre de una tabla</translation>
    </message>
    <message>
        <source>dataset name (default: the file or table name)</source>
        <translation>nombre del conjunto de datos (predeterminado: el nombre del archivo o de la tabla)</translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md): required, since categories and bounds are never read off the data</source>
        <translation>esquema declarado (JSON, consulte docs/schema.md): obligatorio, ya que las categorías y los límites nunca se leen de los datos</translation>
    </message>
    <message>
        <source>where the aggregates are computed</source>
        <translation>dónde se calculan los agregados</translation>
    </message>
    <message>
        <source>Spark's master URL (default: local[*])</source>
        <translation>URL del maestro de Spark (predeterminado: local[*])</translation>
    </message>
    <message>
        <source>--spark-master goes with --engine spark</source>
        <translation>--spark-master va con --engine spark</translation>
    </message>
    <message>
        <source>Linked {location} as {name} ({columns} columns, {format}, aggregated by {engine}); its rows stay where they are. It spends the budget of {population}.</source>
        <translation>Se vinculó {location} como {name} ({columns} columnas, {format}, agregado por {engine}); sus filas se quedan donde están. Gasta el presupuesto de {population}.</translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>Meanwhile, the commands that only read it (budget, history, export, report) work.</source>
        <translation>Mientras tanto, los comandos que solo lo leen (budget, history, export, report) funcionan.</translation>
    </message>
    <message>
        <source>Release statistics about sensitive data with differential privacy. Run without a command to open the desktop app.</source>
        <translation>Publique estadísticas sobre datos sensibles con privacidad diferencial. Ejecútelo sin comando para abrir la aplicación de escritorio.</translation>
    </message>
    <message>
        <source>check this installation: open the app offscreen and make one release</source>
        <translation>comprobar esta instalación: abrir la aplicación sin pantalla y hacer una publicación</translation>
    </message>
    <message>
        <source>on an error, also print the Python traceback (may be given anywhere on the line)</source>
        <translation>si hay un error, imprimir también el traceback de Python (puede indicarse en cualquier lugar de la línea)</translation>
    </message>
    <message>
        <source>the language of the words, one of {codes} (default: DPGUI_LANGUAGE, else the system's; --json is always in English; may be given anywhere on the line)</source>
        <translation>el idioma de los textos, uno de {codes} (predeterminado: DPGUI_LANGUAGE o, si no, el del sistema; --json siempre está en inglés; puede indicarse en cualquier lugar de la línea)</translation>
    </message>
    <message>
        <source>No display found, so here is the headless demo on the bundled example.</source>
        <translation>No se encontró ninguna pantalla, así que esta es la demostración sin interfaz gráfica con el ejemplo incluido.</translation>
    </message>
    <message>
        <source>dpgui: warning: other users of this computer can read {path}, which holds raw data; fix it with: dpgui project make-private {path}</source>
        <translation>dpgui: advertencia: otros usuarios de este equipo pueden leer {path}, que contiene datos sin procesar; corríjalo con: dpgui project make-private {path}</translation>
    </message>
    <message>
        <source>--language takes one of {codes}, not {code}</source>
        <translation>--language admite uno de {codes}, no {code}</translation>
    </message>
    <message>
        <source>{command}: interrupted</source>
        <translation>{command}: interrumpido</translation>
    </message>
    <message>
        <source>unexpected {error}; run again with --debug for the details and report it</source>
        <translation>{error} inesperado; vuelva a ejecutarlo con --debug para ver los detalles e infórmelo</translation>
    </message>
</context>
<context>
    <name>cli.opening</name>
    <message>
        <source>dpgui: note: {notice}</source>
        <translation>dpgui: nota: {notice}</translation>
    </message>
</context>
<context>
    <name>cli.output</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>the result could not be printed ({reason})</source>
        <translation>no se pudo imprimir el resultado ({reason})</translation>
    </message>
    <message>
        <source>{problem}; the release was made all the same: the {cost} it cost stays spent, and it is stored as release {release}: `{command}` gives it again at no cost (running the command again would spend again)</source>
        <translation>{problem}; la publicación se hizo de todos modos: el {cost} que costó sigue gastado y está guardada como publicación {release}: `{command}` la vuelve a mostrar sin costo (ejecutar el comando de nuevo volvería a gastar)</translation>
    </message>
    <message>
        <source>{problem}; the {count} releases made stay spent, and their results are stored as releases {releases}: `{command}` gives the first again (each other one with its number) at no cost (running the command again would spend again)</source>
        <translation>{problem}; las {count} publicaciones hechas siguen gastadas y sus resultados están guardados como publicaciones {releases}: `{command}` vuelve a mostrar la primera (y cada una de las demás con su número) sin costo (ejecutar el comando de nuevo volvería a gastar)</translation>
    </message>
</context>
<context>
    <name>cli.project_commands</name>
    <message>
        <source>create a project file</source>
        <translation>crear un archivo de proyecto</translation>
    </message>
    <message>
        <source>create a new project file with a privacy budget for the people it describes</source>
        <translation>crear un archivo de proyecto nuevo con un presupuesto de privacidad para las personas que describe</translation>
    </message>
    <message>
        <source>total ε for the people in the project</source>
        <translation>ε total para las personas del proyecto</translation>
    </message>
    <message>
        <source>total ρ (zCDP) for the people in the project</source>
        <translation>ρ total (zCDP) para las personas del proyecto</translation>
    </message>
    <message>
        <source>total δ for the people in the project (with --epsilon)</source>
        <translation>δ total para las personas del proyecto (con --epsilon)</translation>
    </message>
    <message>
        <source>neighbouring datasets: add or remove one person (default), or replace one</source>
        <translation>conjuntos de datos vecinos: agregar o quitar una persona (predeterminado) o reemplazar una</translation>
    </message>
    <message>
        <source>make a project file readable by its owner only (it holds raw data)</source>
        <translation>hacer que un archivo de proyecto solo lo pueda leer su propietario (contiene datos sin procesar)</translation>
    </message>
    <message>
        <source>import a data file into a project</source>
        <translation>importar un archivo de datos a un proyecto</translation>
    </message>
    <message>
        <source>dataset name (default: the file name)</source>
        <translation>nombre del conjunto de datos (predeterminado: el nombre del archivo)</translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md)</source>
        <translation>esquema declarado (JSON, consulte docs/schema.md)</translation>
    </message>
    <message>
        <source>propose a schema from the data (marked: derived from the private data, review it)</source>
        <translation>proponer un esquema a partir de los datos (marcado como derivado de los datos privados; revíselo)</translation>
    </message>
    <message>
        <source>ODK/KoboToolbox export: strip group prefixes</source>
        <translation>exportación de ODK/KoboToolbox: quitar los prefijos de grupo</translation>
    </message>
    <message>
        <source>split a select_multiple column into 0/1 columns (repeatable)</source>
        <translation>dividir una columna select_multiple en columnas de 0/1 (se puede repetir)</translation>
    </message>
    <message>
        <source>Excel sheet name (default: the first)</source>
        <translation>nombre de la hoja de Excel (predeterminado: la primera)</translation>
    </message>
    <message>
        <source>show or declare a dataset's public schema</source>
        <translation>mostrar o declarar el esquema público de un conjunto de datos</translation>
    </message>
    <message>
        <source>declare the schema from this file</source>
        <translation>declarar el esquema a partir de este archivo</translation>
    </message>
    <message>
        <source>spend budget on a query, or on every query of a plan file</source>
        <translation>gastar presupuesto en una consulta o en cada consulta de un archivo de plan</translation>
    </message>
    <message>
        <source>the dataset (a plan file names its own)</source>
        <translation>el conjunto de datos (un archivo de plan indica el suyo)</translation>
    </message>
    <message>
        <source>JSON, e.g. {"type":"histogram","column":"race"}</source>
        <translation>JSON, p. ej. {"type":"histogram","column":"race"}</translation>
    </message>
    <message>
        <source>a plan file (docs/plans.md): release all its queries with their ε</source>
        <translation>un archivo de plan (docs/plans.md): publicar todas sus consultas con su ε</translation>
    </message>
    <message>
        <source>default 0.95, or the plan's</source>
        <translation>predeterminado: 0.95, o el del plan</translation>
    </message>
    <message>
        <source>save a dataset's planned queries to a plan file, or load one</source>
        <translation>guardar las consultas planificadas de un conjunto de datos en un archivo de plan, o cargar uno</translation>
    </message>
    <message>
        <source>write the planned queries here</source>
        <translation>escribir aquí las consultas planificadas</translation>
    </message>
    <message>
        <source>replace the planned queries with this plan file's</source>
        <translation>reemplazar las consultas planificadas por las de este archivo de plan</translation>
    </message>
    <message>
        <source>release every k-way marginal at once and write synthetic rows</source>
        <translation>publicar todos los marginales de k variables a la vez y escribir filas sintéticas</translation>
    </message>
    <message>
        <source>declared categorical columns, comma-separated</source>
        <translation>columnas categóricas declaradas, separadas por comas</translation>
    </message>
    <message>
        <source>marginals of k columns (1, 2 or 3)</source>
        <translation>marginales de k columnas (1, 2 o 3)</translation>
    </message>
    <message>
        <source>learn by private multiplicative weights in this many rounds instead of the default junction tree of measured tables</source>
        <translation>aprender mediante pesos multiplicativos privados en este número de rondas, en lugar del árbol de unión de tablas medidas predeterminado</translation>
    </message>
    <message>
        <source>how many synthetic rows to write</source>
        <translation>cuántas filas sintéticas escribir</translation>
    </message>
    <message>
        <source>the CSV file to write (readable by you only)</source>
        <translation>el archivo CSV que se escribirá (solo usted podrá leerlo)</translation>
    </message>
    <message>
        <source>write a PDF or HTML report of releases</source>
        <translation>escribir un informe PDF o HTML de las publicaciones</translation>
    </message>
    <message>
        <source>a release to include (repeatable; default all)</source>
        <translation>una publicación que se incluirá (se puede repetir; predeterminado: todas)</translation>
    </message>
    <message>
        <source>report.pdf or report.html</source>
        <translation>report.pdf o report.html</translation>
    </message>
    <message>
        <source>the releases shown in full detail: 3,17,42, last:20, all or none (default: all of them up to 20 releases, else none; every release is in the summary)</source>
        <translation>las publicaciones que se muestran con todo detalle: 3,17,42, last:20, all o none (predeterminado: todas si hay hasta 20 publicaciones y, si no, ninguna; cada publicación figura en el resumen)</translation>
    </message>
    <message>
        <source>write the JSON manifest of a release</source>
        <translation>escribir el manifiesto JSON de una publicación</translation>
    </message>
    <message>
        <source>check a release manifest against the project's ledger</source>
        <translation>comprobar el manifiesto de una publicación con el registro del proyecto</translation>
    </message>
    <message>
        <source>show the budget of each group of people (shared by their datasets), or change one</source>
        <translation>mostrar el presupuesto de cada grupo de personas (compartido por sus conjuntos de datos), o cambiar uno</translation>
    </message>
    <message>
        <source>declare that DATASET is about people no other dataset covers: it gets a budget of its own (--epsilon or --rho), still charged with what was spent on it</source>
        <translation>declarar que DATASET trata de personas que ningún otro conjunto de datos incluye: recibe un presupuesto propio (--epsilon o --rho), al que se sigue cargando lo que ya se gastó en él</translation>
    </message>
    <message>
        <source>change the total budget of DATASET's people</source>
        <translation>cambiar el presupuesto total de las personas de DATASET</translation>
    </message>
    <message>
        <source>with --own-budget: what to call these people</source>
        <translation>con --own-budget: cómo llamar a estas personas</translation>
    </message>
    <message>
        <source>show the ledger: every charge and how it ended</source>
        <translation>mostrar el registro: cada cargo y cómo terminó</translation>
    </message>
    <message>
        <source>export a stored release (costs nothing)</source>
        <translation>exportar una publicación guardada (no cuesta nada)</translation>
    </message>
    <message>
        <source>with a release of many tables at once: write N synthetic rows drawn from it (CSV, readable by you only) instead of its table</source>
        <translation>con una publicación de muchas tablas a la vez: escribir N filas sintéticas generadas a partir de ella (CSV, solo usted podrá leerlo) en lugar de su tabla</translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is, so spreadsheets may run it as a formula (default: neutralised; only for files read by trusted programs)</source>
        <translation>escribir tal cual el texto que empieza por = + - @, de modo que las hojas de cálculo pueden ejecutarlo como fórmula (predeterminado: neutralizado; solo para archivos que leen programas de confianza)</translation>
    </message>
    <message>
        <source>Created {project}: the people in it have a budget of {budget}, shared by every dataset about them; privacy unit {unit}.</source>
        <translation>Se creó {project}: las personas que incluye tienen un presupuesto de {budget}, compartido por todos los conjuntos de datos sobre ellas; unidad de privacidad: {unit}.</translation>
    </message>
    <message>
        <source>--select-multiple takes QUESTION:OPT1,OPT2, not {spec}</source>
        <translation>--select-multiple admite PREGUNTA:OPC1,OPC2, no {spec}</translation>
    </message>
    <message>
        <source>Imported {rows} rows × {columns} columns as {name} from {source}.</source>
        <translation>Se importaron {rows} filas × {columns} columnas como {name} desde {source}.</translation>
    </message>
    <message>
        <source>Next: declare its schema with `dpgui schema {project} {dataset} --set SCHEMA.json`.</source>
        <translation>Siguiente paso: declare su esquema con `dpgui schema {project} {dataset} --set SCHEMA.json`.</translation>
    </message>
    <message>
        <source>The proposed schema is DERIVED FROM THE PRIVATE DATA: review it before any release.</source>
        <translation>El esquema propuesto se DERIVA DE LOS DATOS PRIVADOS: revíselo antes de cualquier publicación.</translation>
    </message>
    <message>
        <source>These columns hold numbers: {columns}. To release them, add them to the schema with bounds you take from the questionnaire or codebook (the data's own minimum and maximum are private and are not shown).</source>
        <translation>Estas columnas contienen números: {columns}. Para publicarlas, agréguelas al esquema con límites tomados del cuestionario o del libro de códigos (el mínimo y el máximo de los propios datos son privados y no se muestran).</translation>
    </message>
    <message>
        <source>{dataset} has no declared schema yet. Columns: {columns}</source>
        <translation>{dataset} todavía no tiene un esquema declarado. Columnas: {columns}</translation>
    </message>
    <message>
        <source>Note: {text}.</source>
        <translation>Nota: {text}.</translation>
    </message>
    <message>
        <source>Give --dataset, --query and --epsilon (or --rho), or a --plan file</source>
        <translation>Indique --dataset, --query y --epsilon (o --rho), o un archivo --plan</translation>
    </message>
    <message>
        <source>Release {release} ({query}, {confidence} intervals):</source>
        <translation>Publicación {release} ({query}, intervalos de {confidence}):</translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation>Cómo: {method}.</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Posprocesamiento (gratuito): {steps}.</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidato</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation>Recuento de seguimiento</translation>
    </message>
    <message>
        <source>A plan file carries its own queries and ε; drop --query/--epsilon/--rho/--delta</source>
        <translation>Un archivo de plan trae sus propias consultas y su ε; quite --query/--epsilon/--rho/--delta</translation>
    </message>
    <message>
        <source>the plan stopped after {done} of {planned} releases</source>
        <translation>el plan se detuvo después de {done} de {planned} publicaciones</translation>
    </message>
    <message>
        <source>{stopped}, and {problem}</source>
        <translation>{stopped}, y {problem}</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({problem})</source>
        <translation>{path} no es un JSON válido ({problem})</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to read</source>
        <translation>{path} tiene demasiados niveles de anidamiento para leerlo</translation>
    </message>
    <message>
        <source>Cannot write into {folder}; choose another --out (nothing was spent)</source>
        <translation>No se puede escribir en {folder}; elija otro --out (no se gastó nada)</translation>
    </message>
    <message>
        <source>{path}: {reason}; choose another --out (nothing was spent)</source>
        <translation>{path}: {reason}; elija otro --out (no se gastó nada)</translation>
    </message>
    <message>
        <source>{problem}, so the synthetic rows were not written</source>
        <translation>{problem}, así que no se escribieron las filas sintéticas</translation>
    </message>
    <message>
        <source>Released {tables} {k}-way marginals as release {release} and wrote {rows} synthetic rows to {path} (synthetic rows are free post-processing).</source>
        <translation>Se publicaron {tables} marginales de {k} variables como publicación {release} y se escribieron {rows} filas sintéticas en {path} (las filas sintéticas son posprocesamiento gratuito).</translation>
    </message>
    <message>
        <source>Each learned table's cells, with their ranges, are in {path}.</source>
        <translation>Las celdas de cada tabla aprendida, con sus rangos, están en {path}.</translation>
    </message>
    <message>
        <source>Wrote {count} planned queries of {dataset} to {path}.</source>
        <translation>Se escribieron {count} consultas planificadas de {dataset} en {path}.</translation>
    </message>
    <message>
        <source>{dataset} now plans {count} queries (total ε = {epsilon}).</source>
        <translation>{dataset} tiene ahora {count} consultas planificadas (ε total = {epsilon}).</translation>
    </message>
    <message>
        <source>To show some in detail: dpgui report … --detail 3,17,42 (or last:20, or all).</source>
        <translation>Para mostrar algunas con detalle: dpgui report … --detail 3,17,42 (o last:20, o all).</translation>
    </message>
    <message>
        <source>Wrote a report of {count} release(s), {detailed} in detail, to {path}.</source>
        <translation>Se escribió en {path} un informe de {count} publicación(es), {detailed} con detalle.</translation>
    </message>
    <message>
        <source>There are no releases yet</source>
        <translation>Todavía no hay publicaciones</translation>
    </message>
    <message>
        <source>Wrote the manifest of release {release} to {path}.</source>
        <translation>Se escribió el manifiesto de la publicación {release} en {path}.</translation>
    </message>
    <message>
        <source>The manifest does NOT match the ledger: {problems}</source>
        <translation>El manifiesto NO coincide con el registro: {problems}</translation>
    </message>
    <message>
        <source>The manifest matches the project's ledger.</source>
        <translation>El manifiesto coincide con el registro del proyecto.</translation>
    </message>
    <message>
        <source>Budget: {spending}</source>
        <translation>Presupuesto: {spending}</translation>
    </message>
    <message>
        <source>ρ {spent} spent of {total}; {left} left.</source>
        <translation>ρ {spent} gastado de {total}; quedan {left}.</translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left (δ {delta_spent} of {delta_total}).</source>
        <translation>ε {spent} gastado de {total}; quedan {left} (δ {delta_spent} de {delta_total}).</translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left.</source>
        <translation>ε {spent} gastado de {total}; quedan {left}.</translation>
    </message>
    <message>
        <source>no datasets yet</source>
        <translation>todavía no hay conjuntos de datos</translation>
    </message>
    <message>
        <source>--delta goes with --epsilon, not --rho</source>
        <translation>--delta va con --epsilon, no con --rho</translation>
    </message>
    <message>
        <source>Give the total with --epsilon (and --delta) or --rho</source>
        <translation>Indique el total con --epsilon (y --delta) o con --rho</translation>
    </message>
    <message>
        <source>{population} ({datasets}): {spending}</source>
        <translation>{population} ({datasets}): {spending}</translation>
    </message>
    <message>
        <source>{population} ({datasets}):</source>
        <translation>{population} ({datasets}):</translation>
    </message>
    <message>
        <source>carried {when}: {cost} — {reason}</source>
        <translation>trasladado {when}: {cost} — {reason}</translation>
    </message>
    <message>
        <source>(not yet in the file)</source>
        <translation>(aún no está en el archivo)</translation>
    </message>
    <message>
        <source>Total ({count}): {spending}</source>
        <translation>Total ({count}): {spending}</translation>
    </message>
    <message>
        <source>Ledger verified; head hash {hash}…</source>
        <translation>Registro verificado; hash de la cabeza {hash}…</translation>
    </message>
    <message>
        <source>(release {release})</source>
        <translation>(publicación {release})</translation>
    </message>
    <message>
        <source>({state}, no release: still counted as spent)</source>
        <translation>({state}, sin publicación: se sigue contando como gastado)</translation>
    </message>
    <message>
        <source>{count} charge</source>
        <translation>{count} cargo</translation>
    </message>
    <message>
        <source>{count} charges</source>
        <translation>{count} cargos</translation>
    </message>
    <message>
        <source>{charges} and {carried} carried</source>
        <translation>{charges} y {carried} trasladados</translation>
    </message>
    <message>
        <source>Wrote release {release} to {path}.</source>
        <translation>Se escribió la publicación {release} en {path}.</translation>
    </message>
    <message>
        <source>Release {release} is not a release of many tables at once, so it has no synthetic rows</source>
        <translation>La publicación {release} no es una publicación de muchas tablas a la vez, así que no tiene filas sintéticas</translation>
    </message>
    <message>
        <source>Synthetic rows are written as CSV: give --format csv and --synthetic-rows of at least 1</source>
        <translation>Las filas sintéticas se escriben en CSV: indique --format csv y --synthetic-rows de al menos 1</translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows drawn from release {release} to {path} (free post-processing: nothing was spent).</source>
        <translation>Se escribieron {rows} filas sintéticas generadas a partir de la publicación {release} en {path} (posprocesamiento gratuito: no se gastó nada).</translation>
    </message>
    <message>
        <source>{project} (and its write-ahead log) can now be read by you only.</source>
        <translation>Ahora solo usted puede leer {project} (y su registro de escritura anticipada).</translation>
    </message>
</context>
<context>
    <name>cli.record_command</name>
    <message>
        <source>where the record of spending lives: this computer, or a team's server</source>
        <translation>dónde está el registro de gasto: este equipo, o el servidor de un equipo de trabajo</translation>
    </message>
    <message>
        <source>Choose, show or set up the record of spending that every release is charged to first (docs/team.md).</source>
        <translation>Elegir, mostrar o preparar el registro de gasto en el que se carga primero cada publicación (docs/team.md).</translation>
    </message>
    <message>
        <source>use a team's server (a postgresql:// URL without a password), or `local` for this computer's record</source>
        <translation>usar el servidor de un equipo de trabajo (una URL postgresql:// sin contraseña), o `local` para el registro de este equipo</translation>
    </message>
    <message>
        <source>ask for the server's password and keep it in the system's keyring</source>
        <translation>pedir la contraseña del servidor y guardarla en el llavero del sistema</translation>
    </message>
    <message>
        <source>say which record is in use</source>
        <translation>decir qué registro está en uso</translation>
    </message>
    <message>
        <source>administrators: create the record's schema, functions and roles on a server</source>
        <translation>administradores: crear el esquema, las funciones y los roles del registro en un servidor</translation>
    </message>
    <message>
        <source>add this computer's record to the team's server once (a second upload adds nothing)</source>
        <translation>añadir una vez el registro de este equipo al servidor del equipo de trabajo (un segundo envío no añade nada)</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>imprimir JSON estable</translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>Contraseña: </translation>
    </message>
    <message>
        <source>The team's record of spending is ready. Give each curator a login in {member}, and anyone who only checks it a login in {auditor}.</source>
        <translation>El registro de gasto del equipo de trabajo está listo. Dé a cada responsable un usuario en {member}, y a quien solo lo revise un usuario en {auditor}.</translation>
    </message>
    <message>
        <source>No team's record is chosen; choose one first with `dpgui record use URL`.</source>
        <translation>No se ha elegido ningún registro de equipo de trabajo; elija uno primero con `dpgui record use URL`.</translation>
    </message>
    <message>
        <source>This computer has no record of spending ({path}) to upload.</source>
        <translation>Este equipo no tiene registro de gasto ({path}) que enviar.</translation>
    </message>
    <message>
        <source>Uploaded this computer's record to {record}: {charges} charges, {links} links and {sketches} sketches were new there. This computer's record is kept as it was.</source>
        <translation>Registro de este equipo enviado a {record}: {charges} cargos, {links} vínculos y {sketches} esbozos eran nuevos allí. El registro de este equipo se conserva tal cual.</translation>
    </message>
</context>
<context>
    <name>cli.rr_command</name>
    <message>
        <source>randomized-response analysis</source>
        <translation>análisis de respuesta aleatorizada</translation>
    </message>
    <message>
        <source>estimate a prevalence from yes counts</source>
        <translation>estimar una prevalencia a partir de recuentos de respuestas «sí»</translation>
    </message>
    <message>
        <source>Debiased prevalence with a confidence interval. Probabilities may be written as fractions like 2/3.</source>
        <translation>Prevalencia corregida con un intervalo de confianza. Las probabilidades se pueden escribir como fracciones, por ejemplo 2/3.</translation>
    </message>
    <message>
        <source>warner: P(answer the question as asked); unrelated: P(sensitive question)</source>
        <translation>warner: P(responder la pregunta tal como se formula); unrelated: P(pregunta sensible)</translation>
    </message>
    <message>
        <source>unrelated: the known yes-rate of the unrelated question</source>
        <translation>unrelated: la tasa conocida de «sí» de la pregunta no relacionada</translation>
    </message>
    <message>
        <source>forced: P(answer truthfully)</source>
        <translation>forced: P(responder con la verdad)</translation>
    </message>
    <message>
        <source>forced: P(forced yes)</source>
        <translation>forced: P(«sí» forzado)</translation>
    </message>
    <message>
        <source>forced: P(forced no)</source>
        <translation>forced: P(«no» forzado)</translation>
    </message>
    <message>
        <source>epsilon: the design's ε</source>
        <translation>epsilon: el ε del diseño</translation>
    </message>
    <message>
        <source>accept a design with ε = ∞ (it is then reported as not private)</source>
        <translation>aceptar un diseño con ε = ∞ (se informa entonces como no privado)</translation>
    </message>
    <message>
        <source>number of reported yes answers</source>
        <translation>número de respuestas «sí» informadas</translation>
    </message>
    <message>
        <source>number of respondents</source>
        <translation>número de personas encuestadas</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>imprimir JSON estable</translation>
    </message>
    <message>
        <source>The {design} design needs {options}</source>
        <translation>El diseño {design} necesita {options}</translation>
    </message>
    <message>
        <source>∞ (NOT PRIVATE)</source>
        <translation>∞ (NO PRIVADO)</translation>
    </message>
    <message>
        <source>Design: {design}, ε = {epsilon}</source>
        <translation>Diseño: {design}, ε = {epsilon}</translation>
    </message>
    <message>
        <source>Prevalence: {estimate}  ({confidence} interval {low} to {high})</source>
        <translation>Prevalencia: {estimate}  (intervalo de {confidence}: de {low} a {high})</translation>
    </message>
    <message>
        <source>Standard error: {se}</source>
        <translation>Error estándar: {se}</translation>
    </message>
    <message>
        <source>Note: the raw estimate {raw} lies outside 0..1 and was truncated.</source>
        <translation>Nota: la estimación bruta {raw} está fuera de 0..1 y se truncó.</translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation>Cómo: {method}.</translation>
    </message>
</context>
<context>
    <name>cli.survey_commands</name>
    <message>
        <source>randomized-response surveys</source>
        <translation>encuestas con respuesta aleatorizada</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>imprimir JSON estable</translation>
    </message>
    <message>
        <source>store the survey defined in an XLSForm workbook</source>
        <translation>guardar la encuesta definida en un libro XLSForm</translation>
    </message>
    <message>
        <source>write the survey as an XLSForm workbook</source>
        <translation>escribir la encuesta como un libro XLSForm</translation>
    </message>
    <message>
        <source>the questions, their ε, the expected ± and the n for a wanted ±</source>
        <translation>las preguntas, su ε, el ± esperado y la n necesaria para el ± deseado</translation>
    </message>
    <message>
        <source>planned number of respondents</source>
        <translation>número previsto de personas encuestadas</translation>
    </message>
    <message>
        <source>wanted ± as a share (0.05 = 5 points)</source>
        <translation>± deseado como proporción (0.05 = 5 puntos)</translation>
    </message>
    <message>
        <source>copy the survey to a new, editable version</source>
        <translation>copiar la encuesta a una versión nueva y editable</translation>
    </message>
    <message>
        <source>a project file with only the survey, for another kiosk</source>
        <translation>un archivo de proyecto solo con la encuesta, para otro quiosco</translation>
    </message>
    <message>
        <source>open the kiosk for this project's survey (needs a display)</source>
        <translation>abrir el quiosco para la encuesta de este proyecto (necesita una pantalla)</translation>
    </message>
    <message>
        <source>the enumerator's PIN, needed to leave the kiosk</source>
        <translation>el PIN del encuestador, necesario para salir del quiosco</translation>
    </message>
    <message>
        <source>serve the survey to respondents' phones on the local network, until Ctrl+C (docs/phones.md)</source>
        <translation>servir la encuesta a los teléfonos de los encuestados en la red local, hasta Ctrl+C (docs/phones.md)</translation>
    </message>
    <message>
        <source>the survey's id or title (default: the project's survey)</source>
        <translation>el identificador o el título de la encuesta (por defecto: la encuesta del proyecto)</translation>
    </message>
    <message>
        <source>the network the phones join, by its name or address (default: the only one; listed when there are several)</source>
        <translation>la red a la que se unen los teléfonos, por su nombre o dirección (por defecto: la única; se listan si hay varias)</translation>
    </message>
    <message>
        <source>the port to listen on (default: any free one)</source>
        <translation>el puerto de escucha (por defecto: uno libre)</translation>
    </message>
    <message>
        <source>add responses collected elsewhere (CSV or XLSX)</source>
        <translation>agregar respuestas recopiladas en otro lugar (CSV o XLSX)</translation>
    </message>
    <message>
        <source>the column holding a question (default: found by name, group/name or label)</source>
        <translation>la columna que contiene una pregunta (predeterminado: se busca por nombre, grupo/nombre o etiqueta)</translation>
    </message>
    <message>
        <source>add the responses of other kiosks' project files</source>
        <translation>agregar las respuestas de los archivos de proyecto de otros quioscos</translation>
    </message>
    <message>
        <source>debiased estimates with intervals</source>
        <translation>estimaciones corregidas con intervalos</translation>
    </message>
    <message>
        <source>responses and estimates with a codebook (.csv/.xlsx/.sav/.dta)</source>
        <translation>respuestas y estimaciones con un libro de códigos (.csv/.xlsx/.sav/.dta)</translation>
    </message>
    <message>
        <source>a question asked directly, for subgroup estimates</source>
        <translation>una pregunta formulada directamente, para estimaciones por subgrupo</translation>
    </message>
    <message>
        <source>also export typed answers (text, numbers with decimals, dates, times, GPS points, ...): stored as given, they can identify people</source>
        <translation>exportar también las respuestas escritas (texto, números con decimales, fechas, horas, puntos GPS, ...): se guardan tal como se dieron y pueden identificar a las personas</translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is (default: neutralised; only for files read by trusted programs)</source>
        <translation>escribir tal cual el texto que empieza por = + - @ (predeterminado: neutralizado; solo para archivos que leen programas de confianza)</translation>
    </message>
    <message>
        <source>{project} has no survey; import an XLSForm first</source>
        <translation>{project} no tiene encuesta; importe primero un XLSForm</translation>
    </message>
    <message>
        <source>Stored {title} version {version} with {count} questions.</source>
        <translation>Se guardó {title} versión {version} con {count} preguntas.</translation>
    </message>
    <message>
        <source>Not asked on this device: {line}</source>
        <translation>No se pregunta en este dispositivo: {line}</translation>
    </message>
    <message>
        <source>Not used by the kiosk: {line}</source>
        <translation>No lo usa el quiosco: {line}</translation>
    </message>
    <message>
        <source>Wrote {path}.</source>
        <translation>Se escribió {path}.</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>Advertencia: {warning}</translation>
    </message>
    <message>
        <source>{title} — version {version} (locked, {count} responses)</source>
        <translation>{title} — versión {version} (bloqueada, {count} respuestas)</translation>
    </message>
    <message>
        <source>{title} — version {version} (draft, {count} responses)</source>
        <translation>{title} — versión {version} (borrador, {count} respuestas)</translation>
    </message>
    <message>
        <source>{name}: ε = {epsilon}, ±{half_width} points at n = {planned}, n = {needed} for ±{wanted}</source>
        <translation>{name}: ε = {epsilon}, ±{half_width} puntos con n = {planned}, n = {needed} para ±{wanted}</translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ NO privado</translation>
    </message>
    <message>
        <source>{name}: not asked on this device (answers only from imported responses), NOT protected</source>
        <translation>{name}: no se pregunta en este dispositivo (solo respuestas importadas), NO protegida</translation>
    </message>
    <message>
        <source>{name}: asked directly, NOT protected</source>
        <translation>{name}: se pregunta directamente, NO protegida</translation>
    </message>
    <message>
        <source>Each respondent's total ε: {epsilon}</source>
        <translation>ε total de cada persona encuestada: {epsilon}</translation>
    </message>
    <message>
        <source>Made version {version}; it can be edited until it has responses.</source>
        <translation>Se creó la versión {version}; se puede editar hasta que tenga respuestas.</translation>
    </message>
    <message>
        <source>Wrote {path}: open it on the other device and start the kiosk there.</source>
        <translation>Se escribió {path}: ábralo en el otro dispositivo e inicie allí el quiosco.</translation>
    </message>
    <message>
        <source>The kiosk needs a display; run it on the device's screen</source>
        <translation>El quiosco necesita una pantalla; ejecútelo en la pantalla del dispositivo</translation>
    </message>
    <message>
        <source>Kiosk closed; {count} responses saved in all.</source>
        <translation>Quiosco cerrado; {count} respuestas guardadas en total.</translation>
    </message>
    <message>
        <source>No network {name} on this computer; choose one of these with --interface:</source>
        <translation>No hay ninguna red {name} en este ordenador; elija una de estas con --interface:</translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable (to test on this computer alone: --interface 127.0.0.1)</source>
        <translation>No se encontró ninguna red: active el wifi o un punto de acceso, o conecte un cable de red (para probar solo en este ordenador: --interface 127.0.0.1)</translation>
    </message>
    <message>
        <source>This computer is on several networks; choose the one the phones join with --interface:</source>
        <translation>Este ordenador está en varias redes; elija con --interface aquella a la que se unen los teléfonos:</translation>
    </message>
    <message>
        <source>{project} has no survey {wanted}; its survey is {title} (id {id})</source>
        <translation>{project} no tiene la encuesta {wanted}; su encuesta es {title} (identificador {id})</translation>
    </message>
    <message>
        <source>Serving {title} on {network} ({address}). Phones on that network open this address, or scan the code:</source>
        <translation>Sirviendo {title} en {network} ({address}). Los teléfonos de esa red abren esta dirección, o escanean el código:</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Pulse Ctrl+C para detener.</translation>
    </message>
    <message>
        <source>Responses saved: {count}</source>
        <translation>Respuestas guardadas: {count}</translation>
    </message>
    <message>
        <source>Stopped. {stored} response saved, {refused} refused.</source>
        <translation>Detenido. {stored} respuesta guardada, {refused} rechazada(s).</translation>
    </message>
    <message>
        <source>Stopped. {stored} responses saved, {refused} refused.</source>
        <translation>Detenido. {stored} respuestas guardadas, {refused} rechazada(s).</translation>
    </message>
    <message>
        <source>Imported {added} responses ({duplicates} already here, skipped).</source>
        <translation>Se importaron {added} respuestas ({duplicates} ya estaban aquí y se omitieron).</translation>
    </message>
    <message>
        <source>{file}: {added} added, {duplicates} duplicates skipped</source>
        <translation>{file}: {added} agregadas, {duplicates} duplicadas omitidas</translation>
    </message>
    <message>
        <source>{title} v{version}</source>
        <translation>{title} v{version}</translation>
    </message>
    <message>
        <source>(everyone)</source>
        <translation>(todos)</translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} (raw {raw}, truncated) [{low}, {high}], SE {se}, n = {n}</source>
        <translation>{group} · {question} = {option}: {estimate} (bruta {raw}, truncada) [{low}, {high}], EE {se}, n = {n}</translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} [{low}, {high}], SE {se}, n = {n}</source>
        <translation>{group} · {question} = {option}: {estimate} [{low}, {high}], EE {se}, n = {n}</translation>
    </message>
    <message>
        <source>Wrote {files}.</source>
        <translation>Se escribieron {files}.</translation>
    </message>
</context>
<context>
    <name>cli.verify_command</name>
    <message>
        <source>exact privacy of a finite mechanism</source>
        <translation>privacidad exacta de un mecanismo finito</translation>
    </message>
    <message>
        <source>Compute ε*, δ(ε) and δ-tv exactly for a matrix file or a builtin.</source>
        <translation>Calcula exactamente ε*, δ(ε) y δ-tv para un archivo de matriz o un mecanismo integrado.</translation>
    </message>
    <message>
        <source>CSV: header = output labels, first column = input labels</source>
        <translation>CSV: encabezado = etiquetas de salida, primera columna = etiquetas de entrada</translation>
    </message>
    <message>
        <source>above-threshold: query shifts c_i, comma-separated (0 = the seed's f(d) = d)</source>
        <translation>above-threshold: desplazamientos c_i de las consultas, separados por comas (0 = la f(d) = d de la semilla)</translation>
    </message>
    <message>
        <source>above-threshold: the public threshold in 0..5</source>
        <translation>above-threshold: el umbral público, en 0..5</translation>
    </message>
    <message>
        <source>check whether the mechanism is (EPS, DELTA)-DP</source>
        <translation>comprobar si el mecanismo es (EPS, DELTA)-DP</translation>
    </message>
    <message>
        <source>adjacent, all, or a CSV file of input-label pairs</source>
        <translation>adjacent, all o un archivo CSV de pares de etiquetas de entrada</translation>
    </message>
    <message>
        <source>compose this many independent runs</source>
        <translation>componer esta cantidad de ejecuciones independientes</translation>
    </message>
    <message>
        <source>with --runs: look at the output of run K alone</source>
        <translation>con --runs: observar solo la salida de la ejecución K</translation>
    </message>
    <message>
        <source>report δ at this ε (repeatable)</source>
        <translation>informar δ con este ε (se puede repetir)</translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation>imprimir JSON estable</translation>
    </message>
    <message>
        <source>--builtin {builtin} needs {options}</source>
        <translation>--builtin {builtin} necesita {options}</translation>
    </message>
    <message>
        <source>--neighbors must be adjacent, all, or a CSV file of pairs; {value} is none</source>
        <translation>--neighbors debe ser adjacent, all o un archivo CSV de pares; {value} no es ninguno de ellos</translation>
    </message>
    <message>
        <source>{path}: every line must hold two input labels</source>
        <translation>{path}: cada línea debe contener dos etiquetas de entrada</translation>
    </message>
    <message>
        <source>No matrix file at {path}</source>
        <translation>No hay ningún archivo de matriz en {path}</translation>
    </message>
    <message>
        <source>--claim takes EPS,DELTA, for example 1,0.05</source>
        <translation>--claim admite EPS,DELTA, por ejemplo 1,0.05</translation>
    </message>
    <message>
        <source>∞ (not private: some output is impossible for a neighbour)</source>
        <translation>∞ (no privado: alguna salida es imposible para un vecino)</translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs, {runs} independent runs</source>
        <translation>Mecanismo: {inputs} entradas × {outputs} salidas, {runs} ejecuciones independientes</translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs</source>
        <translation>Mecanismo: {inputs} entradas × {outputs} salidas</translation>
    </message>
    <message>
        <source>worst pair: {first} vs {second}, output {output}</source>
        <translation>peor par: {first} frente a {second}, salida {output}</translation>
    </message>
    <message>
        <source>δ-tv (δ at ε = 0) = {delta}</source>
        <translation>δ-tv (δ con ε = 0) = {delta}</translation>
    </message>
    <message>
        <source>δ at ε = {epsilon}: {delta}</source>
        <translation>δ con ε = {epsilon}: {delta}</translation>
    </message>
    <message>
        <source>The seed's sufficient condition gave ({epsilon}, {delta}); the exact δ at ε = {epsilon} is {exact}</source>
        <translation>La condición suficiente de la semilla dio ({epsilon}, {delta}); el δ exacto con ε = {epsilon} es {exact}</translation>
    </message>
    <message>
        <source>HOLDS</source>
        <translation>SE CUMPLE</translation>
    </message>
    <message>
        <source>FAILS: on {first} vs {second} the event {{{event}}} needs δ = {delta}</source>
        <translation>FALLA: en {first} frente a {second}, el evento {{{event}}} necesita δ = {delta}</translation>
    </message>
    <message>
        <source>Claim ({epsilon}, {delta})-DP: {verdict}</source>
        <translation>Afirmación ({epsilon}, {delta})-DP: {verdict}</translation>
    </message>
    <message>
        <source>(entries involve e^ε, so this was computed in floating point)</source>
        <translation>(los elementos de la matriz incluyen e^ε, así que esto se calculó en coma flotante)</translation>
    </message>
</context>
<context>
    <name>core.costs.accounting</name>
    <message>
        <source>{name} cannot be negative</source>
        <translation>{name} no puede ser negativo</translation>
    </message>
    <message>
        <source>Unknown cost kind {kind}</source>
        <translation>Tipo de costo desconocido: {kind}</translation>
    </message>
    <message>
        <source>Delta must be below 1</source>
        <translation>Delta debe ser menor que 1</translation>
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
        <translation>δ debe estar en [0, 1); se recibió {delta}</translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation>{name} debe ser mayor que 0; se recibió {value}</translation>
    </message>
    <message>
        <source>The conversion needs 0 &lt; δ &lt; 1</source>
        <translation>La conversión necesita 0 &lt; δ &lt; 1</translation>
    </message>
    <message>
        <source>An {cost} cost cannot be charged to an {budget} budget; choose the release's privacy setting in the budget's own terms</source>
        <translation>Un costo en {cost} no se puede cargar a un presupuesto en {budget}; elija la configuración de privacidad de la publicación en los mismos términos que el presupuesto</translation>
    </message>
    <message>
        <source>This release costs {cost}, but only {remaining} of the budget ({budget}) is left; nothing was spent</source>
        <translation>Esta publicación cuesta {cost}, pero solo quedan {remaining} del presupuesto ({budget}); no se gastó nada</translation>
    </message>
    <message>
        <source>δ must be in (0, 1) for a Gaussian mechanism</source>
        <translation>δ debe estar en (0, 1) para un mecanismo gaussiano</translation>
    </message>
</context>
<context>
    <name>core.costs.limits</name>
    <message>
        <source>about 1 followed by {zeros} zeros</source>
        <translation>aproximadamente un 1 seguido de {zeros} ceros</translation>
    </message>
    <message>
        <source>about {number}</source>
        <translation>aproximadamente {number}</translation>
    </message>
    <message>
        <source>ε = {epsilon} is too large to compute with (and protects no one); use ε ≤ {largest}</source>
        <translation>ε = {epsilon} es demasiado grande para hacer cálculos (y no protege a nadie); use ε ≤ {largest}</translation>
    </message>
    <message>
        <source>ρ = {rho} is too large to compute with (and protects no one); use ρ ≤ {largest}</source>
        <translation>ρ = {rho} es demasiado grande para hacer cálculos (y no protege a nadie); use ρ ≤ {largest}</translation>
    </message>
    <message>
        <source>{parameter} = {value} is too small for this query: the noise would be larger than about a million billion (2^50) units of its answer; use {parameter} ≥ {smallest}</source>
        <translation>{parameter} = {value} es demasiado pequeño para esta consulta: el ruido sería mayor que unos mil billones (2^50) de unidades de su respuesta; use {parameter} ≥ {smallest}</translation>
    </message>
</context>
<context>
    <name>core.intervals</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1, got {confidence}</source>
        <translation>El nivel de confianza debe estar estrictamente entre 0 y 1; se recibió {confidence}</translation>
    </message>
    <message>
        <source>At least 2 responses are needed for an interval</source>
        <translation>Se necesitan al menos 2 respuestas para un intervalo</translation>
    </message>
    <message>
        <source>The number of yes answers must be between 0 and n = {n}</source>
        <translation>El número de respuestas «sí» debe estar entre 0 y n = {n}</translation>
    </message>
    <message>
        <source>Unknown interval {method}; choose one of {methods}</source>
        <translation>Intervalo desconocido: {method}; elija uno de {methods}</translation>
    </message>
    <message>
        <source>Wilson score interval for the yes-rate, mapped through the design</source>
        <translation>Intervalo de puntuación de Wilson para la tasa de «sí», trasladado a través del diseño</translation>
    </message>
    <message>
        <source>Wald interval: estimate ± z·SE (poor near 0 and 1)</source>
        <translation>Intervalo de Wald: estimación ± z·EE (deficiente cerca de 0 y de 1)</translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval for the yes-rate, mapped through the design</source>
        <translation>Intervalo exacto de Clopper–Pearson para la tasa de «sí», trasladado a través del diseño</translation>
    </message>
    <message>
        <source>Hoeffding bound ± sqrt(ln(2/β)/(2n)) on the yes-rate, divided by |c| (valid for every n)</source>
        <translation>Límite de Hoeffding ± sqrt(ln(2/β)/(2n)) sobre la tasa de «sí», dividido por |c| (válido para cualquier n)</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.above_threshold</name>
    <message>
        <source>c, the number of answers above the line, must be a whole number from 1 to {most}</source>
        <translation>c, el número de respuestas por encima del umbral, debe ser un número entero de 1 a {most}</translation>
    </message>
    <message>
        <source>The follow-up share must be at least 0 and less than 1</source>
        <translation>La parte del seguimiento debe ser al menos 0 y menor que 1</translation>
    </message>
    <message>
        <source>The level must be between 0.5 and 1</source>
        <translation>El nivel debe estar entre 0,5 y 1</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>declarado</translation>
    </message>
    <message>
        <source>given</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>Above-threshold (sparse vector, Lyu, Su &amp; Li 2017): {candidates} candidates, taken one by one in the {order} order, each compared with the line {threshold}; the run stops after {c} reported above.</source>
        <translation>Por encima del umbral (vector disperso, Lyu, Su &amp; Li 2017): {candidates} candidatos, tomados uno a uno en el orden {order}, cada uno comparado con el umbral {threshold}; se detiene tras {c} declarados por encima.</translation>
    </message>
    <message>
        <source>monotone counts</source>
        <translation>recuentos monótonos</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>recuentos</translation>
    </message>
    <message>
        <source>ε = {svt} for the comparisons, split in halves: discrete Laplace noise of scale {t_scale} on the line, once, and of scale {q_scale} on each count ({shape}; sensitivity {sensitivity}, the most rows one person has).</source>
        <translation>ε = {svt} para las comparaciones, dividido en mitades: ruido de Laplace discreto de escala {t_scale} en el umbral, una vez, y de escala {q_scale} en cada recuento ({shape}; sensibilidad {sensitivity}, el máximo de filas de una persona).</translation>
    </message>
    <message>
        <source>ε = {values} for a fresh count of each candidate reported above: discrete Laplace noise of scale {scale}, each interval the count ± {width} ({confidence}%).</source>
        <translation>ε = {values} para un recuento nuevo de cada candidato declarado por encima: ruido de Laplace discreto de escala {scale}, cada intervalo el recuento ± {width} ({confidence} %).</translation>
    </message>
    <message>
        <source>{examined} of {candidates} were examined: it stopped there, with {c} reported above.</source>
        <translation>Se examinaron {examined} de {candidates}: se detuvo ahí, con {c} declarados por encima.</translation>
    </message>
    <message>
        <source>All {candidates} were examined.</source>
        <translation>Se examinaron los {candidates}.</translation>
    </message>
    <message>
        <source>A candidate whose true count is {below} or less (the line minus {w}) is reported above with probability at most {p_low}%; one with {above} or more, if it is examined first, with probability at least {p_high}% (each candidate on its own: the line's noise is shared)</source>
        <translation>Un candidato cuyo recuento real es {below} o menos (el umbral menos {w}) se declara por encima con probabilidad como mucho del {p_low} %; uno con {above} o más, si se examina primero, con probabilidad de al menos el {p_high} % (cada candidato por sí solo: el ruido del umbral es compartido)</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.bounded</name>
    <message>
        <source>values clamped to [{lower}, {upper}] and added exactly; the total was rounded once to a step of {step}; {noise}, times that step, widened by the rounding (at most {rounding})</source>
        <translation>valores acotados a [{lower}, {upper}] y sumados de forma exacta; el total se redondeó una vez a un paso de {step}; {noise}, multiplicado por ese paso, ampliado por el redondeo (como máximo {rounding})</translation>
    </message>
    <message>
        <source>The upper bound ({upper}) must be above the lower bound ({lower})</source>
        <translation>El límite superior ({upper}) debe ser mayor que el límite inferior ({lower})</translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation>Unidad de privacidad desconocida: {unit}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>El número máximo de filas por persona debe ser al menos 1</translation>
    </message>
    <message>
        <source>The public number of rows must be at least 1</source>
        <translation>El número público de filas debe ser al menos 1</translation>
    </message>
    <message>
        <source>noisy sum / the public n = {n}</source>
        <translation>suma con ruido / la n pública = {n}</translation>
    </message>
    <message>
        <source>noisy sum / noisy count, each with half the budget and its own {inner}% interval (so both hold together at {confidence}%)</source>
        <translation>suma con ruido / recuento con ruido, cada uno con la mitad del presupuesto y su propio intervalo del {inner} % (así ambos se cumplen a la vez al {confidence} %)</translation>
    </message>
    <message>
        <source>{how}; values clamped to [{lower}, {upper}], added exactly and the total rounded once to a step of {step}; the interval takes the extreme ratios of the sum's (widened by that rounding) and the count's intervals, clipped to the bounds</source>
        <translation>{how}; valores acotados a [{lower}, {upper}], sumados de forma exacta y el total redondeado una vez a un paso de {step}; el intervalo toma los cocientes extremos de los intervalos de la suma (ampliado por ese redondeo) y del recuento, recortados a los límites</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.counts</name>
    <message>
        <source>negative counts clamped to 0</source>
        <translation>recuentos negativos llevados a 0</translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation>Unidad de privacidad desconocida: {unit}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>El número máximo de filas por persona debe ser al menos 1</translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}/{cells} (union bound, so all {cells} intervals hold together), from the noise's exact distribution</source>
        <translation>Se agregó ruido {noise}; cada intervalo es la estimación ± {width}, el menor número entero w con P(|ruido| &gt; w) ≤ {beta}/{cells} (cota de la unión, así que los {cells} intervalos se cumplen a la vez), según la distribución exacta del ruido</translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}, from the noise's exact distribution</source>
        <translation>Se agregó ruido {noise}; cada intervalo es la estimación ± {width}, el menor número entero w con P(|ruido| &gt; w) ≤ {beta}, según la distribución exacta del ruido</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw</name>
    <message>
        <source>K must be between 1 and the number of columns ({columns})</source>
        <translation>k debe estar entre 1 y el número de columnas ({columns})</translation>
    </message>
    <message>
        <source>A joint table over these columns would have {cells} cells, more than the {limit} dpgui can hold; choose fewer columns or coarser categories</source>
        <translation>Una tabla conjunta de estas columnas tendría {cells} celdas, más que las {limit} que dpgui puede manejar; elija menos columnas o categorías más amplias</translation>
    </message>
    <message>
        <source>The full domain has {cells} cells; use marginals or synthetic rows instead</source>
        <translation>El dominio completo tiene {cells} celdas; use marginales o filas sintéticas en su lugar</translation>
    </message>
    <message>
        <source>Many tables at once needs at least one round</source>
        <translation>Muchas tablas a la vez necesita al menos una ronda</translation>
    </message>
    <message>
        <source>Choose at least one marginal table</source>
        <translation>Elija al menos una tabla marginal</translation>
    </message>
    <message>
        <source>One marginal alone has {cells} cells, more than the {limit} dpgui can hold</source>
        <translation>Una sola marginal tiene {cells} celdas, más que las {limit} que dpgui puede manejar</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw_ranges</name>
    <message>
        <source>Ranges of the learned tables: refit {done} of {total}</source>
        <translation>Rangos de las tablas aprendidas: reajuste {done} de {total}</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.release</name>
    <message>
        <source>Give either ρ, or ε (with an optional δ), not both</source>
        <translation>Indique ρ o ε (con un δ opcional), no ambos</translation>
    </message>
    <message>
        <source>Give ε (with an optional δ) or ρ</source>
        <translation>Indique ε (con un δ opcional) o ρ</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.selection</name>
    <message>
        <source>There must be at least one candidate to choose from</source>
        <translation>Debe haber al menos un candidato para elegir</translation>
    </message>
    <message>
        <source>There must be at least one candidate</source>
        <translation>Debe haber al menos un candidato</translation>
    </message>
    <message>
        <source>permute-and-flip; with probability {confidence}% the chosen category's count is within {margin} of the largest count</source>
        <translation>permute-and-flip; con probabilidad del {confidence} %, el recuento de la categoría elegida está a menos de {margin} del recuento más grande</translation>
    </message>
    <message>
        <source>The quantile grid must be at least two increasing values</source>
        <translation>La cuadrícula de cuantiles debe tener al menos dos valores crecientes</translation>
    </message>
    <message>
        <source>permute-and-flip over {values} declared grid values; with probability {confidence}% the number of values below the answer is within {margin} of {q}·n</source>
        <translation>permute-and-flip sobre {values} valores declarados de la cuadrícula; con probabilidad del {confidence} %, el número de valores por debajo de la respuesta está a menos de {margin} de {q}·n</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.sparse_vector</name>
    <message>
        <source>c, the number of positive answers, must be at least 1</source>
        <translation>c, el número de respuestas positivas, debe ser al menos 1</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.tree_model</name>
    <message>
        <source>Each table after the first adds exactly one column to the tree</source>
        <translation>Cada tabla después de la primera añade exactamente una columna al árbol</translation>
    </message>
</context>
<context>
    <name>core.mechanisms.truncated_geometric</name>
    <message>
        <source>Alpha must be strictly between 0 and 1</source>
        <translation>Alfa debe estar estrictamente entre 0 y 1</translation>
    </message>
    <message>
        <source>n must be at least 1</source>
        <translation>n debe ser al menos 1</translation>
    </message>
    <message>
        <source>True counts must lie in 0..{n}</source>
        <translation>Los recuentos reales deben estar en 0..{n}</translation>
    </message>
</context>
<context>
    <name>core.noise.distributions</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1</source>
        <translation>El nivel de confianza debe estar estrictamente entre 0 y 1</translation>
    </message>
    <message>
        <source>discrete Laplace</source>
        <translation>Laplace discreto</translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation>gaussiano discreto</translation>
    </message>
</context>
<context>
    <name>core.noise.randomness</name>
    <message>
        <source>ChaCha20 needs a 32-byte key</source>
        <translation>ChaCha20 necesita una clave de 32 bytes</translation>
    </message>
</context>
<context>
    <name>core.noise.rationals</name>
    <message>
        <source>{value} is not a finite number</source>
        <translation>{value} no es un número finito</translation>
    </message>
    <message>
        <source>{value} is not a number or a fraction like 2/3</source>
        <translation>{value} no es un número ni una fracción como 2/3</translation>
    </message>
    <message>
        <source>Cannot read {value} as a rational number</source>
        <translation>No se puede leer {value} como número racional</translation>
    </message>
    <message>
        <source>{value} has more than {most} digits, too many for a usable number</source>
        <translation>{value} tiene más de {most} dígitos, demasiados para un número utilizable</translation>
    </message>
    <message>
        <source>{value} is too large or too small for a usable number (its power of ten is beyond ±{most})</source>
        <translation>{value} es demasiado grande o demasiado pequeño para un número utilizable (su potencia de diez supera ±{most})</translation>
    </message>
    <message>
        <source>{name} must be between 0 and 1, got {value}</source>
        <translation>{name} debe estar entre 0 y 1; se recibió {value}</translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation>{name} debe ser mayor que 0; se recibió {value}</translation>
    </message>
</context>
<context>
    <name>core.noise.samplers</name>
    <message>
        <source>uniform_below needs d &gt;= 1</source>
        <translation>uniform_below necesita d &gt;= 1</translation>
    </message>
    <message>
        <source>bernoulli_exp needs gamma = num/den &gt;= 0</source>
        <translation>bernoulli_exp necesita gamma = num/den &gt;= 0</translation>
    </message>
    <message>
        <source>Alpha must be below 1</source>
        <translation>Alfa debe ser menor que 1</translation>
    </message>
    <message>
        <source>Category probabilities must sum to 1</source>
        <translation>Las probabilidades de las categorías deben sumar 1</translation>
    </message>
</context>
<context>
    <name>core.progress</name>
    <message>
        <source>Cancelled by the user; nothing was changed</source>
        <translation>Cancelado por el usuario; no se cambió nada</translation>
    </message>
</context>
<context>
    <name>core.rr.designs</name>
    <message>
        <source>This design makes the answer independent of the trait: nothing can be estimated</source>
        <translation>Este diseño hace que la respuesta sea independiente del rasgo: no se puede estimar nada</translation>
    </message>
    <message>
        <source>This {design} design has ε = ∞: some answer reveals the trait for certain. It is refused unless you confirm it is not private.</source>
        <translation>Este diseño {design} tiene ε = ∞: alguna respuesta revela el rasgo con certeza. Se rechaza a menos que confirme que no es privado.</translation>
    </message>
    <message>
        <source>{epsilon} (by design)</source>
        <translation>{epsilon} (por diseño)</translation>
    </message>
    <message>
        <source>p_truth + p_yes + p_no must be 1, got {total}</source>
        <translation>p_truth + p_yes + p_no debe ser 1; se recibió {total}</translation>
    </message>
    <message>
        <source>Unknown oracle {oracle}</source>
        <translation>Oráculo desconocido: {oracle}</translation>
    </message>
    <message>
        <source>A multiple-choice question needs at least 2 options</source>
        <translation>Una pregunta de opción múltiple necesita al menos 2 opciones</translation>
    </message>
    <message>
        <source>Answers must be option numbers 0..{last}</source>
        <translation>Las respuestas deben ser números de opción de 0..{last}</translation>
    </message>
</context>
<context>
    <name>core.rr.estimators</name>
    <message>
        <source>the share of yes reports with the design's known noise removed (moment estimator (λ̂ − d)/c, c = {c}, d = {d}); {interval}</source>
        <translation>la proporción de respuestas «sí» sin el ruido conocido del diseño (estimador de momentos (λ̂ − d)/c, c = {c}, d = {d}); {interval}</translation>
    </message>
    <message>
        <source>Expected {expected} counts, got {got}</source>
        <translation>Se esperaban {expected} recuentos; se recibieron {got}</translation>
    </message>
    <message>
        <source>{oracle} estimator (C_i/n − q)/(p − q) with p = {p}, q = {q}; {interval}</source>
        <translation>estimador {oracle} (C_i/n − q)/(p − q) con p = {p}, q = {q}; {interval}</translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Choose your language</source>
        <translation>Elija su idioma</translation>
    </message>
    <message>
        <source>This survey asks some personal questions. Taking part is voluntary; you can stop at any time. Nobody, not even the interviewer, can tell from your answers what is true for you.</source>
        <translation>Esta encuesta hace algunas preguntas personales. Participar es voluntario; puede detenerse en cualquier momento. Nadie, ni siquiera el encuestador, puede saber por sus respuestas qué es cierto para usted.</translation>
    </message>
    <message>
        <source>I agree to take part</source>
        <translation>Acepto participar</translation>
    </message>
    <message>
        <source>I do not want to take part</source>
        <translation>No quiero participar</translation>
    </message>
    <message>
        <source>For some questions this device flips a secret electronic coin before saving your answer. Sometimes it saves your true answer and sometimes a random one, and nobody can tell which. Only the saved answer is kept. So please answer truthfully: your true answer is never stored.</source>
        <translation>En algunas preguntas, este dispositivo lanza una moneda electrónica secreta antes de guardar su respuesta. A veces guarda su respuesta verdadera y a veces una al azar, y nadie puede saber cuál. Solo se conserva la respuesta guardada. Por eso, responda con sinceridad: su respuesta verdadera nunca se guarda.</translation>
    </message>
    <message>
        <source>Do this privately, so that nobody sees the result. Then press the answer the instructions give.</source>
        <translation>Hágalo en privado, para que nadie vea el resultado. Luego pulse la respuesta que indican las instrucciones.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Thank you. Your answers are saved. Please hand the device back.</source>
        <translation>Gracias. Sus respuestas están guardadas. Por favor, devuelva el dispositivo.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved. Please hand the device back.</source>
        <translation>Gracias. No se guardó nada. Por favor, devuelva el dispositivo.</translation>
    </message>
    <message>
        <source>This question is not protected: your answer is stored as given.</source>
        <translation>Esta pregunta no está protegida: su respuesta se guarda tal como la da.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Please answer this question.</source>
        <translation>Por favor, responda esta pregunta.</translation>
    </message>
    <message>
        <source>This answer is not allowed here.</source>
        <translation>Esta respuesta no está permitida aquí.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Please type a number, for example 12.5.</source>
        <translation>Escriba un número, por ejemplo 12,5.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>No guardada</translation>
    </message>
    <message>
        <source>This response could not be saved: {problem}
Please call the enumerator.</source>
        <translation>No se pudo guardar esta respuesta: {problem}
Llame al encuestador.</translation>
    </message>
    <message>
        <source>Your true answer to a protected question never leaves this phone and is not kept on it: the phone sends only the answer it chose, together with your other answers, to the survey team's computer.</source>
        <translation>Su respuesta verdadera a una pregunta protegida nunca sale de este teléfono y no se guarda en él: el teléfono envía solo la respuesta que eligió, junto con sus demás respuestas, al ordenador del equipo de la encuesta.</translation>
    </message>
    <message>
        <source>How this protects you</source>
        <translation>Cómo le protege esto</translation>
    </message>
    <message>
        <source>If your true answer is {yes}, the answer sent is {yes} {a}, and {no} otherwise. If your true answer is {no}, the answer sent is {yes} {b}, and {no} otherwise.</source>
        <translation>Si su respuesta verdadera es {yes}, la respuesta enviada es {yes} {a}, y {no} en los demás casos. Si su respuesta verdadera es {no}, la respuesta enviada es {yes} {b}, y {no} en los demás casos.</translation>
    </message>
    <message>
        <source>Of the {k} answers, the one sent is your true answer {p}; each of the other answers is sent {q}.</source>
        <translation>De las {k} respuestas, la enviada es su respuesta verdadera {p}; cada una de las otras respuestas se envía {q}.</translation>
    </message>
    <message>
        <source>For each of the {k} answers, the phone sends a mark "mine" or "not mine". Your true answer is marked "mine" {p}; each other answer is marked "mine" {q}.</source>
        <translation>Para cada una de las {k} respuestas, el teléfono envía una marca «mía» o «no mía». Su respuesta verdadera se marca «mía» {p}; cada una de las otras se marca «mía» {q}.</translation>
    </message>
    <message>
        <source>So nobody who sees the answer sent can know your true answer.</source>
        <translation>Así, nadie que vea la respuesta enviada puede saber su respuesta verdadera.</translation>
    </message>
    <message>
        <source>in {n} of every {m} cases</source>
        <translation>en {n} de cada {m} casos</translation>
    </message>
    <message>
        <source>in about {n} of every 100 cases</source>
        <translation>en unos {n} de cada 100 casos</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>Marque todas las respuestas que correspondan.</translation>
    </message>
    <message>
        <source>Sending your answers…</source>
        <translation>Enviando sus respuestas…</translation>
    </message>
    <message>
        <source>Not sent yet: your answers are saved on this phone and will be sent when the connection is back.</source>
        <translation>Aún no enviadas: sus respuestas están guardadas en este teléfono y se enviarán cuando vuelva la conexión.</translation>
    </message>
    <message>
        <source>Your answers were sent.</source>
        <translation>Sus respuestas se han enviado.</translation>
    </message>
    <message>
        <source>Thank you for taking part.</source>
        <translation>Gracias por participar.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved or sent.</source>
        <translation>Gracias. No se ha guardado ni enviado nada.</translation>
    </message>
    <message>
        <source>Start again for another person</source>
        <translation>Empezar de nuevo para otra persona</translation>
    </message>
    <message>
        <source>This page is for another version of the survey, so your answers could not be used. Please reload the page and answer again.</source>
        <translation>Esta página es de otra versión de la encuesta, así que sus respuestas no se han podido usar. Vuelva a cargar la página y responda de nuevo.</translation>
    </message>
    <message>
        <source>The survey team's computer could not accept these answers. Please tell the interviewer.</source>
        <translation>El ordenador del equipo de la encuesta no ha podido aceptar estas respuestas. Avise al entrevistador.</translation>
    </message>
    <message>
        <source>The survey is closed: your answers are saved on this phone and will be sent if it opens again. Please tell the interviewer.</source>
        <translation>La encuesta está cerrada: sus respuestas están guardadas en este teléfono y se enviarán si vuelve a abrirse. Avise al entrevistador.</translation>
    </message>
    <message>
        <source>Privately {action}, so that nobody sees the result: {rules}.</source>
        <translation>Sin que nadie vea el resultado, {action}: {rules}.</translation>
    </message>
    <message>
        <source>if {condition}, {then}</source>
        <translation>si {condition}, {then}</translation>
    </message>
    <message>
        <source>in any other case, {then}</source>
        <translation>en cualquier otro caso, {then}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>answer {answer}</source>
        <translation>responda {answer}</translation>
    </message>
    <message>
        <source>answer the question truthfully</source>
        <translation>responda a la pregunta con sinceridad</translation>
    </message>
    <message>
        <source>give the opposite of your true answer ({no} if the truth is {yes}, {yes} if the truth is {no})</source>
        <translation>dé la respuesta contraria a la verdad ({no} si la verdad es {yes}, {yes} si la verdad es {no})</translation>
    </message>
    <message>
        <source>{action} and answer {answers}</source>
        <translation>{action} y responda {answers}</translation>
    </message>
    <message>
        <source>{answer} if {condition}</source>
        <translation>{answer} si {condition}</translation>
    </message>
    <message>
        <source>{answer} otherwise</source>
        <translation>{answer} en cualquier otro caso</translation>
    </message>
    <message>
        <source>Only the answer you give is recorded, never the result.</source>
        <translation>Solo se registra la respuesta que usted da, nunca el resultado.</translation>
    </message>
    <message>
        <source>toss a coin</source>
        <translation>lance una moneda</translation>
    </message>
    <message>
        <source>toss a coin again</source>
        <translation>lance la moneda otra vez</translation>
    </message>
    <message>
        <source>roll a die</source>
        <translation>lance un dado</translation>
    </message>
    <message>
        <source>roll a die again</source>
        <translation>lance el dado otra vez</translation>
    </message>
    <message>
        <source>toss two coins</source>
        <translation>lance dos monedas</translation>
    </message>
    <message>
        <source>toss the two coins again</source>
        <translation>lance las dos monedas otra vez</translation>
    </message>
    <message>
        <source>toss three coins</source>
        <translation>lance tres monedas</translation>
    </message>
    <message>
        <source>toss the three coins again</source>
        <translation>lance las tres monedas otra vez</translation>
    </message>
    <message>
        <source>toss three coins, one after the other</source>
        <translation>lance tres monedas, una tras otra</translation>
    </message>
    <message>
        <source>toss the three coins again, one after the other</source>
        <translation>lance las tres monedas otra vez, una tras otra</translation>
    </message>
    <message>
        <source>the die shows {faces}</source>
        <translation>sale {faces} en el dado</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>the coin shows heads</source>
        <translation>sale cara</translation>
    </message>
    <message>
        <source>the coin shows tails</source>
        <translation>sale cruz</translation>
    </message>
    <message>
        <source>both coins show heads</source>
        <translation>salen dos caras</translation>
    </message>
    <message>
        <source>both coins show tails</source>
        <translation>salen dos cruces</translation>
    </message>
    <message>
        <source>one coin shows heads and the other tails</source>
        <translation>sale una cara y una cruz</translation>
    </message>
    <message>
        <source>both coins show heads or both show tails</source>
        <translation>salen dos caras o dos cruces</translation>
    </message>
    <message>
        <source>at least one coin shows heads</source>
        <translation>sale al menos una cara</translation>
    </message>
    <message>
        <source>at least one coin shows tails</source>
        <translation>sale al menos una cruz</translation>
    </message>
    <message>
        <source>all three coins show heads</source>
        <translation>salen tres caras</translation>
    </message>
    <message>
        <source>all three coins show tails</source>
        <translation>salen tres cruces</translation>
    </message>
    <message>
        <source>exactly one coin shows heads</source>
        <translation>sale exactamente una cara</translation>
    </message>
    <message>
        <source>exactly two coins show heads</source>
        <translation>salen exactamente dos caras</translation>
    </message>
    <message>
        <source>all three coins show heads or all three show tails</source>
        <translation>salen tres caras o tres cruces</translation>
    </message>
    <message>
        <source>some coins show heads and some show tails</source>
        <translation>salen caras y cruces</translation>
    </message>
    <message>
        <source>at least two coins show heads</source>
        <translation>salen al menos dos caras</translation>
    </message>
    <message>
        <source>at least two coins show tails</source>
        <translation>salen al menos dos cruces</translation>
    </message>
    <message>
        <source>the first two coins show heads</source>
        <translation>las dos primeras monedas salen cara</translation>
    </message>
    <message>
        <source>the first two coins show tails</source>
        <translation>las dos primeras monedas salen cruz</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>el {n} %</translation>
    </message>
    <message>
        <source>Privately draw a card from the deck the interviewer gives you, so that nobody sees it.</source>
        <translation>Sin que nadie la vea, saque una carta del mazo que le da el entrevistador.</translation>
    </message>
    <message>
        <source>{share_truth} of the cards say "Your true answer", {share_yes} say "{yes}" and {share_no} say "{no}". Press the answer your card gives.</source>
        <translation>{share_truth} de las cartas dicen "Su respuesta verdadera", {share_yes} dicen "{yes}" y {share_no} dicen "{no}". Pulse la respuesta que indica su carta.</translation>
    </message>
    <message>
        <source>{share} of the cards ask the question as written; the others ask the opposite question. Answer your card's question truthfully.</source>
        <translation>{share} de las cartas hacen la pregunta tal como está escrita; las demás hacen la pregunta contraria. Responda con sinceridad a la pregunta de su carta.</translation>
    </message>
    <message>
        <source>{share} of the cards ask this question; the others ask another question, written on the card. Answer your card's question truthfully.</source>
        <translation>{share} de las cartas hacen esta pregunta; las demás hacen otra pregunta, escrita en la carta. Responda con sinceridad a la pregunta de su carta.</translation>
    </message>
    <message>
        <source>{share} of the cards say "Your true answer": then choose your true answer. Each of the other cards names one answer: then choose that answer.</source>
        <translation>{share} de las cartas dicen "Su respuesta verdadera": entonces elija su respuesta verdadera. Cada una de las demás cartas indica una respuesta: entonces elija esa respuesta.</translation>
    </message>
    <message>
        <source>⚠ dpgui kiosk only: do not deploy this question in ODK Collect or KoboToolbox. No die or coin can randomise it, so it is not asked here.</source>
        <translation>⚠ Solo para el quiosco de dpgui: no use esta pregunta en ODK Collect ni en KoboToolbox. No se puede sortear con un dado ni con monedas, así que aquí no se pregunta.</translation>
    </message>
    <message>
        <source>The respondent randomises privately, as the question says: enter only the answer they give, and never ask for the result. Design: {design}.</source>
        <translation>La persona entrevistada hace el sorteo en privado, como indica la pregunta: anote solo la respuesta que da y nunca pregunte el resultado. Método: {design}.</translation>
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
        <translation>Pregunta {name}: {problem}</translation>
    </message>
    <message>
        <source>Question {name}: the {design} design needs {parameter}</source>
        <translation>Pregunta {name}: el diseño {design} necesita {parameter}</translation>
    </message>
    <message>
        <source>Question {name}: the design must be one of {designs}</source>
        <translation>Pregunta {name}: el diseño debe ser uno de {designs}</translation>
    </message>
    <message>
        <source>The wanted ± must be between 0 and 1 (for example 0.05 for ±5 points)</source>
        <translation>El ± deseado debe estar entre 0 y 1 (por ejemplo, 0.05 para ±5 puntos)</translation>
    </message>
    <message>
        <source>Question {name}: {answer} is not one of {codes}</source>
        <translation>Pregunta {name}: {answer} no es uno de {codes}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a whole number</source>
        <translation>{name}: {value} no es un número entero</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (OUE: {digits} digits, each 0 or 1)</source>
        <translation>{name}: {value} no es una respuesta posible (OUE: {digits} dígitos, cada uno 0 o 1)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (allowed: {allowed})</source>
        <translation>{name}: {value} no es una respuesta posible (permitidas: {allowed})</translation>
    </message>
    <message>
        <source>{name}: the answer is {length} characters long; the limit is {most}</source>
        <translation>{name}: la respuesta tiene {length} caracteres; el límite es {most}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a number</source>
        <translation>{name}: {value} no es un número</translation>
    </message>
    <message>
        <source>{name}: {value} is not a decimal (for example 12.5)</source>
        <translation>{name}: {value} no es un número decimal (por ejemplo, 12.5)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a date (for example 2024-03-31)</source>
        <translation>{name}: {value} no es una fecha (por ejemplo, 2024-03-31)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a time (for example 14:30)</source>
        <translation>{name}: {value} no es una hora (por ejemplo, 14:30)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a datetime (for example 2024-03-31T14:30:00)</source>
        <translation>{name}: {value} no es una fecha y hora (por ejemplo, 2024-03-31T14:30:00)</translation>
    </message>
    <message>
        <source>{name}: {value} is outside {lower}..{upper}</source>
        <translation>{name}: {value} está fuera de {lower}..{upper}</translation>
    </message>
    <message>
        <source>The survey has no question {name}</source>
        <translation>La encuesta no tiene ninguna pregunta {name}</translation>
    </message>
    <message>
        <source>Add at least one question</source>
        <translation>Agregue al menos una pregunta</translation>
    </message>
    <message>
        <source>Give at least one language</source>
        <translation>Indique al menos un idioma</translation>
    </message>
    <message>
        <source>Two questions are called {name}</source>
        <translation>Hay dos preguntas llamadas {name}</translation>
    </message>
    <message>
        <source>The kiosk cannot follow this logic: {problems}</source>
        <translation>El quiosco no puede seguir esta lógica: {problems}</translation>
    </message>
    <message>
        <source>the kiosk does not ask {type} questions</source>
        <translation>el quiosco no hace preguntas de tipo {type}</translation>
    </message>
    <message>
        <source>Not protected: typed text, numbers, dates and times, and what the kiosk does not ask (GPS points, photos, phone numbers, names, ...) are stored exactly as given, and such answers can identify people. Estimates leave them out, and exports too unless you choose to include them.</source>
        <translation>No protegidas: el texto escrito, los números, las fechas y horas, y lo que el quiosco no pregunta (puntos GPS, fotos, números de teléfono, nombres, ...) se guardan exactamente como se dieron, y esas respuestas pueden identificar a las personas. Las estimaciones las dejan fuera, y las exportaciones también, a menos que elija incluirlas.</translation>
    </message>
    <message>
        <source>{oracle} over {options} options (ε = {epsilon}, p = {p}, q = {q})</source>
        <translation>{oracle} sobre {options} opciones (ε = {epsilon}, p = {p}, q = {q})</translation>
    </message>
    <message>
        <source>imported answers only (not protected)</source>
        <translation>solo respuestas importadas (no protegida)</translation>
    </message>
    <message>
        <source>asked directly (not protected)</source>
        <translation>se pregunta directamente (no protegida)</translation>
    </message>
</context>
<context>
    <name>core.verification.above_threshold_chain</name>
    <message>
        <source>The exact model takes 1 to {c} answers above and up to {m} candidates</source>
        <translation>El modelo exacto admite de 1 a {c} respuestas por encima y hasta {m} candidatos</translation>
    </message>
    <message>
        <source>The noise scales and the sensitivity must be positive</source>
        <translation>Las escalas de ruido y la sensibilidad deben ser positivas</translation>
    </message>
    <message>
        <source>summing the chain's outputs</source>
        <translation>sumando las salidas de la cadena</translation>
    </message>
    <message>
        <source>done</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>This release is not an above-threshold release</source>
        <translation>Esta publicación no es una publicación por encima del umbral</translation>
    </message>
    <message>
        <source>The exact model takes c up to {most}; this release has c = {c}</source>
        <translation>El modelo exacto admite c hasta {most}; esta publicación tiene c = {c}</translation>
    </message>
    <message>
        <source>monotone counts (all neighbours' counts move the same way)</source>
        <translation>conteos monótonos (todos los conteos del vecino se mueven en el mismo sentido)</translation>
    </message>
    <message>
        <source>counts that may move either way</source>
        <translation>conteos que pueden moverse en cualquier sentido</translation>
    </message>
    <message>
        <source>The chain of this release: {m} candidates (of {n}), stopping after {c} above; discrete Laplace noise of scale {t} on the line and {q} on each count; sensitivity {d}; {shape}.</source>
        <translation>La cadena de esta publicación: {m} candidatos (de {n}), se detiene tras {c} por encima; ruido de Laplace discreto de escala {t} en el umbral y {q} en cada conteo; sensibilidad {d}; {shape}.</translation>
    </message>
    <message>
        <source>Its exact privacy loss ε* = {epsilon}, with δ = {delta} (the line's noise beyond ±{r} is left out of the sums); the ε charged for it is {charged}.</source>
        <translation>Su pérdida de privacidad exacta ε* = {epsilon}, con δ = {delta} (el ruido del umbral más allá de ±{r} queda fuera de las sumas); el ε cobrado por ella es {charged}.</translation>
    </message>
    <message>
        <source>✓ ε* is within the charge.</source>
        <translation>✓ ε* no supera lo cobrado.</translation>
    </message>
    <message>
        <source>✗ ε* is MORE than the charge.</source>
        <translation>✗ ε* SUPERA lo cobrado.</translation>
    </message>
    <message>
        <source>Worst case: counts {below} from the line reported below and {above} reported above, against a neighbour whose below counts are {up} higher and above counts {down} lower.</source>
        <translation>Peor caso: conteos a {below} del umbral declarados por debajo y a {above} declarados por encima, frente a un vecino cuyos conteos por debajo son {up} más altos y los de encima {down} más bajos.</translation>
    </message>
</context>
<context>
    <name>core.verification.audit</name>
    <message>
        <source>any output</source>
        <translation>cualquier salida</translation>
    </message>
    <message>
        <source>pattern {pattern}</source>
        <translation>patrón {pattern}</translation>
    </message>
    <message>
        <source>choosing the event</source>
        <translation>eligiendo el evento</translation>
    </message>
    <message>
        <source>running the mechanism {runs} more times on each input</source>
        <translation>ejecutando el mecanismo {runs} veces más con cada entrada</translation>
    </message>
    <message>
        <source>and on the neighbouring input</source>
        <translation>y con la entrada vecina</translation>
    </message>
    <message>
        <source>done</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>x' over x</source>
        <translation>x' sobre x</translation>
    </message>
    <message>
        <source>x over x'</source>
        <translation>x sobre x'</translation>
    </message>
</context>
<context>
    <name>core.verification.audit_gallery</name>
    <message>
        <source>histogram with discrete Laplace noise of scale 1/ε</source>
        <translation>histograma con ruido de Laplace discreto de escala 1/ε</translation>
    </message>
    <message>
        <source>AboveThreshold / sparse vector, one positive answer</source>
        <translation>AboveThreshold / vector disperso, una respuesta positiva</translation>
    </message>
    <message>
        <source>above-threshold release: the chain it runs, with its own scales</source>
        <translation>publicación por encima del umbral: la cadena que ejecuta, con sus propias escalas</translation>
    </message>
    <message>
        <source>truncated α-geometric mechanism on {0..5} with α = e^−ε</source>
        <translation>mecanismo α-geométrico truncado en {0..5} con α = e^−ε</translation>
    </message>
    <message>
        <source>randomized response by ε (on-device randomiser)</source>
        <translation>respuesta aleatorizada por ε (aleatorizador en el dispositivo)</translation>
    </message>
    <message>
        <source>generalised randomized response with 4 options</source>
        <translation>respuesta aleatorizada generalizada con 4 opciones</translation>
    </message>
    <message>
        <source>most common category by permute-and-flip</source>
        <translation>categoría más frecuente por permute-and-flip</translation>
    </message>
    <message>
        <source>BROKEN: histogram noised with scale ε instead of 1/ε (too little noise whenever ε &lt; 1)</source>
        <translation>DEFECTUOSO: histograma con ruido de escala ε en lugar de 1/ε (muy poco ruido siempre que ε &lt; 1)</translation>
    </message>
    <message>
        <source>BROKEN: sparse vector without noise on the queries</source>
        <translation>DEFECTUOSO: vector disperso sin ruido en las consultas</translation>
    </message>
    <message>
        <source>BROKEN: sparse vector that outputs the noisy value with ⊤</source>
        <translation>DEFECTUOSO: vector disperso que devuelve el valor con ruido junto con ⊤</translation>
    </message>
    <message>
        <source>BROKEN: above-threshold with the monotone scale (half the query noise) on counts that can move either way</source>
        <translation>ROTO: por encima del umbral con la escala monótona (la mitad del ruido de las consultas) en conteos que pueden moverse en cualquier sentido</translation>
    </message>
    <message>
        <source>Unknown mechanism {name}; choose one of {names}</source>
        <translation>Mecanismo desconocido: {name}; elija uno de {names}</translation>
    </message>
    <message>
        <source>searching for the most revealing event</source>
        <translation>buscando el evento más revelador</translation>
    </message>
</context>
<context>
    <name>core.verification.online_model</name>
    <message>
        <source>The threshold must be in 0..{last}</source>
        <translation>El umbral debe estar en 0..{last}</translation>
    </message>
    <message>
        <source>Give at least one query</source>
        <translation>Indique al menos una consulta</translation>
    </message>
</context>
<context>
    <name>core.verification.verify</name>
    <message>
        <source>The matrix must have rows of equal length</source>
        <translation>Las filas de la matriz deben tener la misma longitud</translation>
    </message>
    <message>
        <source>There must be one label per row and per column</source>
        <translation>Debe haber una etiqueta por fila y por columna</translation>
    </message>
    <message>
        <source>Row {label} has a negative probability</source>
        <translation>La fila {label} tiene una probabilidad negativa</translation>
    </message>
    <message>
        <source>Row {label} sums to {total}, not 1</source>
        <translation>La fila {label} suma {total}, no 1</translation>
    </message>
    <message>
        <source>The number of runs must be at least 1</source>
        <translation>El número de ejecuciones debe ser al menos 1</translation>
    </message>
    <message>
        <source>There is no run {run}; this mechanism has {runs}</source>
        <translation>No existe la ejecución {run}; este mecanismo tiene {runs}</translation>
    </message>
    <message>
        <source>The matrix file needs a header row and at least one input row</source>
        <translation>El archivo de matriz necesita una fila de encabezado y al menos una fila de entrada</translation>
    </message>
    <message>
        <source>Line {line} has {found} probabilities, the header names {named}</source>
        <translation>La línea {line} tiene {found} probabilidades; el encabezado nombra {named}</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Línea {line}: {problem}</translation>
    </message>
    <message>
        <source>Neighbour {label} is not an input of the matrix</source>
        <translation>El vecino {label} no es una entrada de la matriz</translation>
    </message>
    <message>
        <source>There are no neighbouring inputs to compare</source>
        <translation>No hay entradas vecinas que comparar</translation>
    </message>
    <message>
        <source>The matrix has no mass</source>
        <translation>La matriz no tiene masa</translation>
    </message>
</context>
<context>
    <name>core.words.interpretation</name>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon} and δ = {delta}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation>La privacidad diferencial limita lo que cualquiera puede saber de una sola persona a partir de los números publicados. Con ε = {epsilon} y δ = {delta}, un observador que acusa por error a una persona inocente el {fpr} % de las veces puede acertar sobre usted como máximo el {tpr} % de las veces (sin la publicación: el {fpr} %). Un ε menor significa que la publicación revela menos sobre cualquier persona; un ε mayor da números más precisos.</translation>
    </message>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation>La privacidad diferencial limita lo que cualquiera puede saber de una sola persona a partir de los números publicados. Con ε = {epsilon}, un observador que acusa por error a una persona inocente el {fpr} % de las veces puede acertar sobre usted como máximo el {tpr} % de las veces (sin la publicación: el {fpr} %). Un ε menor significa que la publicación revela menos sobre cualquier persona; un ε mayor da números más precisos.</translation>
    </message>
</context>
<context>
    <name>core.words.plain_numbers</name>
    <message>
        <source>{value} ({low} to {high})</source>
        <translation>{value} (de {low} a {high})</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>⚠ Too few rows or answers for a usable number: its range is too wide. Do not publish it on its own; merge groups or collect more data.</source>
        <translation>⚠ Muy pocas filas o respuestas para obtener un número utilizable: su rango es demasiado amplio. No lo publique por sí solo; combine grupos o recopile más datos.</translation>
    </message>
</context>
<context>
    <name>engine.aggregates</name>
    <message>
        <source>reading the data</source>
        <translation>leyendo los datos</translation>
    </message>
</context>
<context>
    <name>engine.duckdb_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation>Ya no existe ninguno de los archivos vinculados</translation>
    </message>
    <message>
        <source>aggregating where the data lives</source>
        <translation>agregando los datos donde están</translation>
    </message>
</context>
<context>
    <name>engine.link_sketch</name>
    <message>
        <source>reading every row once, to recognise these people in other datasets</source>
        <translation>leyendo cada fila una vez, para reconocer a estas personas en otros conjuntos de datos</translation>
    </message>
    <message>
        <source>A file of {name} cannot be opened for reading any more (check its permissions); nothing was spent</source>
        <translation>Ya no se puede abrir para lectura un archivo de {name} (revise sus permisos); no se gastó nada</translation>
    </message>
    <message>
        <source>The rows of {name} must be read once to recognise their people, and could not be read ({error}); nothing was spent</source>
        <translation>Las filas de {name} deben leerse una vez para reconocer a sus personas, y no se pudieron leer ({error}); no se gastó nada</translation>
    </message>
</context>
<context>
    <name>engine.linking</name>
    <message>
        <source>A linked dataset needs its declared schema (--schema): categories and bounds are never read off the data</source>
        <translation>Un conjunto de datos vinculado necesita su esquema declarado (--schema): las categorías y los límites nunca se leen de los datos</translation>
    </message>
    <message>
        <source>reading the source's column names</source>
        <translation>leyendo los nombres de las columnas de la fuente</translation>
    </message>
    <message>
        <source>saving the link</source>
        <translation>guardando el vínculo</translation>
    </message>
    <message>
        <source>The {engine} engine could not read these {format} files ({error}): check that each is a well-formed file, and that a column holds one kind of value in every file</source>
        <translation>El motor {engine} no pudo leer estos archivos {format} ({error}): compruebe que cada uno sea un archivo bien formado y que cada columna contenga un solo tipo de valor en todos los archivos</translation>
    </message>
    <message>
        <source>the files of {name} ({location}) have changed since they were linked; releases use the rows as they are now, and the budget is the same</source>
        <translation>los archivos de {name} ({location}) cambiaron desde que se vincularon; las publicaciones usan las filas tal como están ahora, y el presupuesto es el mismo</translation>
    </message>
    <message>
        <source>the folder of {name} ({location}) holds {count} file(s) added since it was linked, which its releases do not read; link the folder again to read them</source>
        <translation>la carpeta de {name} ({location}) contiene {count} archivo(s) agregado(s) desde que se vinculó, que sus publicaciones no leen; vuelva a vincular la carpeta para leerlos</translation>
    </message>
</context>
<context>
    <name>engine.memory</name>
    <message>
        <source>fewer columns, a smaller k, fewer rounds or fewer synthetic rows</source>
        <translation>menos columnas, un k menor, menos rondas o menos filas sintéticas</translation>
    </message>
    <message>
        <source>fewer columns or coarser categories</source>
        <translation>menos columnas o categorías más amplias</translation>
    </message>
    <message>
        <source>This release could need up to {need} of memory, more than the {allowed} dpgui allows itself on this computer (half of its {memory}); ask for {advice} (nothing was spent)</source>
        <translation>Esta publicación podría necesitar hasta {need} de memoria, más de los {allowed} que dpgui se permite usar en este equipo (la mitad de sus {memory}); pida {advice} (no se gastó nada)</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} GB</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
</context>
<context>
    <name>engine.plan</name>
    <message>
        <source>{title} where {condition}</source>
        <translation>{title} donde {condition}</translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation>Recuento de filas</translation>
    </message>
    <message>
        <source>Table of {columns}</source>
        <translation>Tabla de {columns}</translation>
    </message>
    <message>
        <source>All {k}-way tables of {columns}</source>
        <translation>Todas las tablas de {k} variables de {columns}</translation>
    </message>
    <message>
        <source>Median of {column}</source>
        <translation>Mediana de {column}</translation>
    </message>
    <message>
        <source>{percent} quantile of {column}</source>
        <translation>Cuantil {percent} de {column}</translation>
    </message>
    <message>
        <source>Histogram of {column}</source>
        <translation>Histograma de {column}</translation>
    </message>
    <message>
        <source>Mode of {column}</source>
        <translation>Moda de {column}</translation>
    </message>
    <message>
        <source>Sum of {column}</source>
        <translation>Suma de {column}</translation>
    </message>
    <message>
        <source>Mean of {column}</source>
        <translation>Media de {column}</translation>
    </message>
    <message>
        <source>Which of {count} filters are above {threshold}</source>
        <translation>Cuáles de {count} filtros superan {threshold}</translation>
    </message>
    <message>
        <source>Which cells of {columns} are above {threshold}</source>
        <translation>Qué celdas de {columns} superan {threshold}</translation>
    </message>
    <message>
        <source>Which {column} counts are above {threshold}</source>
        <translation>Qué recuentos de {column} superan {threshold}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>{column} in {values}</source>
        <translation>{column} en {values}</translation>
    </message>
    <message>
        <source>learned from a tree of measured tables; error shown after release</source>
        <translation>se aprende a partir de un árbol de tablas medidas; el error se muestra tras la publicación</translation>
    </message>
    <message>
        <source>learned by private multiplicative weights; error shown after release</source>
        <translation>se aprende mediante pesos multiplicativos privados; el error se muestra tras la publicación</translation>
    </message>
    <message>
        <source>± {width} around the line at {confidence}: a count that far below is rarely reported above, one that far above usually is</source>
        <translation>± {width} alrededor del umbral al {confidence}: un recuento tan por debajo rara vez se declara por encima, uno tan por encima casi siempre</translation>
    </message>
    <message>
        <source>± {width} per count at {confidence}</source>
        <translation>± {width} por recuento al {confidence}</translation>
    </message>
    <message>
        <source>± {width} per cell at {confidence}</source>
        <translation>± {width} por celda al {confidence}</translation>
    </message>
    <message>
        <source>± {width} at {confidence}</source>
        <translation>± {width} al {confidence}</translation>
    </message>
    <message>
        <source>± depends on how many rows are averaged: more rows, a narrower interval</source>
        <translation>el ± depende de cuántas filas se promedian: cuantas más filas, más estrecho el intervalo</translation>
    </message>
    <message>
        <source>about ± {width} with about {rows} rows at {confidence} (fewer rows, as in a subgroup, give a wider interval)</source>
        <translation>aproximadamente ± {width} con unas {rows} filas al {confidence} (menos filas, como en un subgrupo, dan un intervalo más amplio)</translation>
    </message>
    <message>
        <source>within {margin} of the largest count at {confidence}</source>
        <translation>a menos de {margin} del recuento más grande al {confidence}</translation>
    </message>
    <message>
        <source>within {margin} rows of the true position in sorted order at {confidence}</source>
        <translation>a menos de {margin} filas de la posición verdadera en los datos ordenados, al {confidence}</translation>
    </message>
    <message>
        <source>The target accuracy must be greater than 0</source>
        <translation>La precisión buscada debe ser mayor que 0</translation>
    </message>
    <message>
        <source>A target accuracy needs a query whose ± does not depend on the private n</source>
        <translation>Buscar una precisión requiere una consulta cuyo ± no dependa de la n privada</translation>
    </message>
    <message>
        <source>Even ε = {epsilon} gives ± {width}; ask for a looser accuracy</source>
        <translation>Incluso ε = {epsilon} da ± {width}; pida una precisión menos exigente</translation>
    </message>
    <message>
        <source>This is not a dpgui plan (it needs "format": "dpgui-plan")</source>
        <translation>Esto no es un plan de dpgui (necesita "format": "dpgui-plan")</translation>
    </message>
    <message>
        <source>Plan version {version} is not supported</source>
        <translation>La versión {version} del plan no es compatible</translation>
    </message>
    <message>
        <source>A plan holds only queries and their ε; unexpected {fields}</source>
        <translation>Un plan contiene solo consultas y su ε; campos inesperados: {fields}</translation>
    </message>
    <message>
        <source>The plan has no queries (it needs "queries": a list)</source>
        <translation>El plan no tiene consultas (necesita "queries": una lista)</translation>
    </message>
    <message>
        <source>The plan's "dataset" must be a dataset name</source>
        <translation>El "dataset" del plan debe ser el nombre de un conjunto de datos</translation>
    </message>
    <message>
        <source>the plan's "confidence"</source>
        <translation>el "confidence" del plan</translation>
    </message>
    <message>
        <source>A planned query is malformed: each needs "query" (an object) and "epsilon"</source>
        <translation>Una consulta planificada está mal formada: cada una necesita "query" (un objeto) y "epsilon"</translation>
    </message>
    <message>
        <source>a planned query</source>
        <translation>una consulta planificada</translation>
    </message>
    <message>
        <source>every planned ε</source>
        <translation>cada ε planificado</translation>
    </message>
    <message>
        <source>Every planned ε must be greater than 0</source>
        <translation>Cada ε planificado debe ser mayor que 0</translation>
    </message>
    <message>
        <source>"locked" must be true or false</source>
        <translation>"locked" debe ser true o false</translation>
    </message>
</context>
<context>
    <name>engine.plan_run</name>
    <message>
        <source>The whole plan does not fit: {reason}</source>
        <translation>El plan completo no cabe en el presupuesto: {reason}</translation>
    </message>
    <message>
        <source>Releasing {query}</source>
        <translation>Publicando: {query}</translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation>Cancelado; el {cost} cobrado sigue gastado, porque ya se había empezado a leer sus datos</translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation>La publicación falló después de cobrar su {cost} (error interno: {error}); el cargo sigue gastado. Por favor, informe de este error.</translation>
    </message>
</context>
<context>
    <name>engine.queries</name>
    <message>
        <source>The {what} is longer than {limit} characters</source>
        <translation>El texto de {what} tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>The {what} is nested too deeply to read</source>
        <translation>El texto de {what} tiene demasiados niveles de anidamiento para leerlo</translation>
    </message>
    <message>
        <source>The {what} is not valid JSON: {problem}</source>
        <translation>El texto de {what} no es un JSON válido: {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number</source>
        <translation>{what} debe ser un número</translation>
    </message>
    <message>
        <source>{what} must be a finite number</source>
        <translation>{what} debe ser un número finito</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}</source>
        <translation>{what} debe ser un número entero de {low} a {high}</translation>
    </message>
    <message>
        <source>{what} does not take {names}</source>
        <translation>{what} no admite {names}</translation>
    </message>
    <message>
        <source>query</source>
        <translation>la consulta</translation>
    </message>
    <message>
        <source>A query is a JSON object with "type" one of {types}</source>
        <translation>Una consulta es un objeto JSON con "type" igual a uno de {types}</translation>
    </message>
    <message>
        <source>a {kind} query</source>
        <translation>una consulta {kind}</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabla</translation>
    </message>
    <message>
        <source>A {kind} query needs "column"</source>
        <translation>Una consulta {kind} necesita "column"</translation>
    </message>
    <message>
        <source>"lower" must be less than "upper", got [{lower}, {upper}]</source>
        <translation>"lower" debe ser menor que "upper"; se recibió [{lower}, {upper}]</translation>
    </message>
    <message>
        <source>q must be strictly between 0 and 1, got {q}</source>
        <translation>q debe estar estrictamente entre 0 y 1; se recibió {q}</translation>
    </message>
    <message>
        <source>"marginals" needs a list of tables, each a list of different column names</source>
        <translation>"marginals" necesita una lista de tablas, cada una con una lista de nombres de columna distintos</translation>
    </message>
    <message>
        <source>"marginals" may list at most {tables} tables</source>
        <translation>"marginals" puede incluir como máximo {tables} tablas</translation>
    </message>
    <message>
        <source>"marginals" lists the same table twice</source>
        <translation>"marginals" incluye la misma tabla dos veces</translation>
    </message>
    <message>
        <source>"marginals" uses columns not in "columns": {columns}</source>
        <translation>"marginals" usa columnas que no están en "columns": {columns}</translation>
    </message>
    <message>
        <source>Every {k}-way table of {columns} columns is {tables} tables, more than the {most} one query may hold; choose fewer columns or another "k"</source>
        <translation>Todas las tablas de {k} variables de {columns} columnas suman {tables} tablas, más de las {most} que puede contener una consulta; elija menos columnas u otro "k"</translation>
    </message>
    <message>
        <source>"method" is one of {methods}</source>
        <translation>"method" debe ser uno de {methods}</translation>
    </message>
    <message>
        <source>"method": "tree" needs tables of two columns or more</source>
        <translation>"method": "tree" necesita tablas de dos columnas o más</translation>
    </message>
    <message>
        <source>"rounds" are for "method": "pmw" only</source>
        <translation>"rounds" solo se aplica a "method": "pmw"</translation>
    </message>
    <message>
        <source>an above-threshold query</source>
        <translation>una consulta por encima del umbral</translation>
    </message>
    <message>
        <source>{what} needs exactly one of "column", "columns" or "filters"</source>
        <translation>{what} necesita exactamente uno de "column", "columns" o "filters"</translation>
    </message>
    <message>
        <source>"column" must be a column name</source>
        <translation>"column" debe ser un nombre de columna</translation>
    </message>
    <message>
        <source>{what} takes "columns": a list of two different columns</source>
        <translation>{what} toma "columns": una lista de dos columnas distintas</translation>
    </message>
    <message>
        <source>Two candidates would both be called {label}, so the answer could not say which one is above; rename a category</source>
        <translation>Dos candidatos se llamarían {label}, y la respuesta no podría decir cuál está por encima; cambie el nombre de una categoría</translation>
    </message>
    <message>
        <source>"monotone" must be true or false</source>
        <translation>"monotone" debe ser true o false</translation>
    </message>
    <message>
        <source>"follow_up" is the share of ε for the counts of those above: at least 0 and less than 1</source>
        <translation>"follow_up" es la parte de ε para los recuentos de los que están por encima: al menos 0 y menos de 1</translation>
    </message>
    <message>
        <source>An above-threshold query takes from 1 to {most} candidates, not {count}</source>
        <translation>Una consulta por encima del umbral toma de 1 a {most} candidatos, no {count}</translation>
    </message>
    <message>
        <source>"filters" needs a non-empty list of {"name": …, "where": …}</source>
        <translation>"filters" necesita una lista no vacía de {"name": …, "where": …}</translation>
    </message>
    <message>
        <source>Each filter is {"name": text, "where": a condition}</source>
        <translation>Cada filtro es {"name": text, "where": a condition} (un nombre y una condición)</translation>
    </message>
    <message>
        <source>a filter</source>
        <translation>un filtro</translation>
    </message>
    <message>
        <source>A filter's name must have from 1 to {most} characters</source>
        <translation>El nombre de un filtro debe tener de 1 a {most} caracteres</translation>
    </message>
    <message>
        <source>Two filters have the same name</source>
        <translation>Dos filtros tienen el mismo nombre</translation>
    </message>
    <message>
        <source>Two candidates have the same label, so "order" cannot name them; leave the order as declared</source>
        <translation>Dos candidatos tienen la misma etiqueta, así que "order" no puede nombrarlos; deje el orden declarado</translation>
    </message>
    <message>
        <source>"order" must list every candidate's label exactly once</source>
        <translation>"order" debe dar la etiqueta de cada candidato exactamente una vez</translation>
    </message>
    <message>
        <source>{what} needs "columns": a list of at least two different columns</source>
        <translation>{what} necesita "columns": una lista de al menos dos columnas distintas</translation>
    </message>
    <message>
        <source>"where" may hold at most {parts} conditions and values in all</source>
        <translation>"where" puede contener como máximo {parts} condiciones y valores en total</translation>
    </message>
    <message>
        <source>A condition must be a JSON object</source>
        <translation>Una condición debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>a condition with "{op}"</source>
        <translation>una condición con "{op}"</translation>
    </message>
    <message>
        <source>"{op}" needs a non-empty list of conditions</source>
        <translation>"{op}" necesita una lista no vacía de condiciones</translation>
    </message>
    <message>
        <source>"and" and "or" may be nested at most {depth} deep</source>
        <translation>"and" y "or" pueden anidarse como máximo {depth} niveles</translation>
    </message>
    <message>
        <source>A condition needs "column" and one of "equals", "in" or "range" (or "and"/"or")</source>
        <translation>Una condición necesita "column" y uno de "equals", "in" o "range" (o "and"/"or")</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>una condición</translation>
    </message>
    <message>
        <source>A condition's "column" must be a column name</source>
        <translation>El "column" de una condición debe ser un nombre de columna</translation>
    </message>
    <message>
        <source>"range" needs a numeric column and [low, high]</source>
        <translation>"range" necesita una columna numérica y [low, high]</translation>
    </message>
    <message>
        <source>"range" must be [low, high] with low ≤ high, got [{low}, {high}]</source>
        <translation>"range" debe ser [low, high] con low ≤ high; se recibió [{low}, {high}]</translation>
    </message>
    <message>
        <source>"in" needs a non-empty list of values</source>
        <translation>"in" necesita una lista no vacía de valores</translation>
    </message>
    <message>
        <source>A value in "{form}" may have at most {most} characters</source>
        <translation>Un valor en "{form}" puede tener como máximo {most} caracteres</translation>
    </message>
    <message>
        <source>A value in "{form}" holds text that is not valid Unicode</source>
        <translation>Un valor en "{form}" contiene texto que no es Unicode válido</translation>
    </message>
    <message>
        <source>"{form}" takes text or numbers only, not true, false, null, lists or objects (write true or false in quotes as the data spells them)</source>
        <translation>"{form}" admite solo texto o números, no true, false, null, listas ni objetos (escriba true o false entre comillas, tal como aparecen en los datos)</translation>
    </message>
    <message>
        <source>a value in "{form}"</source>
        <translation>un valor en "{form}"</translation>
    </message>
</context>
<context>
    <name>engine.release</name>
    <message>
        <source>The confidence level must be between {low}% and {high}%, got {value}</source>
        <translation>El nivel de confianza debe estar entre el {low} % y el {high} %; se recibió {value}</translation>
    </message>
    <message>
        <source>Declare the schema of {dataset} before releasing anything from it</source>
        <translation>Declare el esquema de {dataset} antes de publicar cualquier resultado a partir de él</translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the "derived_from_private_data" mark) before releasing</source>
        <translation>El esquema de {dataset} se propuso a partir de los datos privados; revíselo y declárelo (quite la marca "derived_from_private_data") antes de publicar</translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the "derived_from_private_data" mark) before releasing (still to confirm: {columns})</source>
        <translation>El esquema de {dataset} se propuso a partir de los datos privados; revíselo y declárelo (quite la marca "derived_from_private_data") antes de publicar (falta confirmar: {columns})</translation>
    </message>
    <message>
        <source>Above-threshold answers come from the sparse vector technique, which needs a pure ε</source>
        <translation>Las respuestas por encima del umbral vienen de la técnica del vector disperso, que necesita un ε puro</translation>
    </message>
    <message>
        <source>A mode is chosen by permute-and-flip, which needs a pure ε</source>
        <translation>La moda se elige por permute-and-flip, que necesita un ε puro</translation>
    </message>
    <message>
        <source>A quantile is chosen by permute-and-flip, which needs a pure ε</source>
        <translation>El cuantil se elige por permute-and-flip, que necesita un ε puro</translation>
    </message>
    <message>
        <source>Marginals are chosen by permute-and-flip, which needs a pure ε</source>
        <translation>Los marginales se eligen por permute-and-flip, que necesita un ε puro</translation>
    </message>
    <message>
        <source>The bounds [{lower}, {upper}] are too far apart to place {points} candidate values between them; give narrower bounds</source>
        <translation>Los límites [{lower}, {upper}] están demasiado separados para colocar {points} valores candidatos entre ellos; indique límites más estrechos</translation>
    </message>
    <message>
        <source>Counts are monotone only when the privacy unit is add-remove (replacing a person can raise one count and lower another); leave "monotone" false</source>
        <translation>Los recuentos solo son monótonos cuando la unidad de privacidad es añadir-quitar (reemplazar a una persona puede subir un recuento y bajar otro); deje "monotone" en false</translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured) and the typical difference between its learned and measured cells in rows</source>
        <translation>Cada tabla indica también la semiamplitud del ruido al 95 % de su medición (si se midió) y la diferencia típica en filas entre sus celdas aprendidas y medidas</translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured), the typical difference between its learned and measured cells in rows, and </source>
        <translation>Cada tabla indica también la semiamplitud del ruido al 95 % de su medición (si se midió), la diferencia típica en filas entre sus celdas aprendidas y medidas, y </translation>
    </message>
    <message>
        <source>No per-cell range: the learned model is too large to refit the {least} times its ranges need in reasonable time</source>
        <translation>Sin rango por celda: el modelo aprendido es demasiado grande para reajustarlo las {least} veces que necesitan sus rangos en un tiempo razonable</translation>
    </message>
    <message>
        <source>No per-cell range: their computation was cancelled; the tables, already paid for, are kept</source>
        <translation>Sin rango por celda: su cálculo se canceló; las tablas, ya pagadas, se conservan</translation>
    </message>
    <message>
        <source>No per-cell range: computing them failed ({error})</source>
        <translation>Sin rango por celda: su cálculo falló ({error})</translation>
    </message>
    <message>
        <source>No per-cell range: no round was run, or the ranges were stopped before {least} refits</source>
        <translation>Sin rango por celda: no se ejecutó ninguna ronda, o los rangos se detuvieron antes de {least} reajustes</translation>
    </message>
    <message>
        <source>Each cell's range (about {confidence}, approximate) comes from the released measurements alone, at no cost: Efron's parametric bootstrap ({refits} refits of the same fit to measurements drawn again from the learned tables, with fresh discrete Laplace noise of each measurement's scale), widened by how far the model still was, in its last rounds, from the tables it measured next (s = {miss} rows per √row; ± {z}·s·√count for a measured table, ± {chebyshev}·s·√count, Chebyshev's bound, for a table learned from the others)</source>
        <translation>El rango de cada celda (aproximadamente {confidence}, aproximado) proviene solo de las mediciones publicadas, sin costo: bootstrap paramétrico de Efron ({refits} reajustes del mismo ajuste a mediciones generadas de nuevo a partir de las tablas aprendidas, con ruido de Laplace discreto nuevo de la escala de cada medición), ampliado según cuánto se alejaba todavía el modelo, en sus últimas rondas, de las tablas que medía a continuación (s = {miss} filas por √fila; ± {z}·s·√recuento para una tabla medida, ± {chebyshev}·s·√recuento, la cota de Chebyshev, para una tabla aprendida de las demás)</translation>
    </message>
    <message>
        <source>⚠ These tables are not fit to publish: the noise of each measured table (±{width} rows at 95%) is larger than a typical learned cell ({typical} rows). The noise would be smaller than a typical cell at ε = {epsilon} or more</source>
        <translation>⚠ Estas tablas no están listas para publicarse: el ruido de cada tabla medida (±{width} filas al 95 %) es mayor que una celda aprendida típica ({typical} filas). El ruido sería menor que una celda típica con ε = {epsilon} o más</translation>
    </message>
    <message>
        <source>, or with the rounds cut to {rounds} (each round measures one table, so fewer tables measured each get more of the budget)</source>
        <translation>, o con las rondas reducidas a {rounds} (cada ronda mide una tabla, así que, con menos tablas medidas, cada una recibe más presupuesto)</translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation>Cancelado; el {cost} cobrado sigue gastado, porque ya se había empezado a leer sus datos</translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation>La publicación falló después de cobrar su {cost} (error interno: {error}); el cargo sigue gastado. Por favor, informe de este error.</translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the disk is full), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation>La publicación se hizo pero no se pudo guardar (el disco está lleno), así que su resultado se perdió sin verse; el {cost} cobrado sigue gastado (el registro la indica como fallida), y ejecutarla de nuevo volvería a gastar</translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the project file could not be written), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation>La publicación se hizo pero no se pudo guardar (no se pudo escribir el archivo del proyecto), así que su resultado se perdió sin verse; el {cost} cobrado sigue gastado (el registro la indica como fallida), y ejecutarla de nuevo volvería a gastar</translation>
    </message>
    <message>
        <source>At most {count} row of each person were kept, chosen at random, before counting</source>
        <translation>Antes de contar, se conservó como máximo {count} fila de cada persona, elegida al azar</translation>
    </message>
    <message>
        <source>At most {count} rows of each person were kept, chosen at random, before counting</source>
        <translation>Antes de contar, se conservaron como máximo {count} filas de cada persona, elegidas al azar</translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} row in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation>Se supone que cada persona tiene como máximo {count} fila en los datos; esto no se comprobó (declare la columna que identifica a las personas para imponerlo)</translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} rows in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation>Se supone que cada persona tiene como máximo {count} filas en los datos; esto no se comprobó (declare la columna que identifica a las personas para imponerlo)</translation>
    </message>
    <message>
        <source>Ask for at least one synthetic row</source>
        <translation>Pida al menos una fila sintética</translation>
    </message>
</context>
<context>
    <name>engine.spark_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation>Ya no está ninguno de los archivos vinculados</translation>
    </message>
    <message>
        <source>aggregating on the cluster</source>
        <translation>agregando en el clúster</translation>
    </message>
</context>
<context>
    <name>engine.sql_aggregates</name>
    <message>
        <source>counting in the data's own engine</source>
        <translation>contando en el motor propio de los datos</translation>
    </message>
    <message>
        <source>adding in the data's own engine</source>
        <translation>sumando en el motor propio de los datos</translation>
    </message>
    <message>
        <source>ranking in the data's own engine</source>
        <translation>ordenando en el motor propio de los datos</translation>
    </message>
</context>
<context>
    <name>engine.survey_estimates</name>
    <message>
        <source>Wilson score interval</source>
        <translation>Intervalo de puntuación de Wilson</translation>
    </message>
    <message>
        <source>Wald interval (poor near 0 and 1)</source>
        <translation>Intervalo de Wald (deficiente cerca de 0 y de 1)</translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval</source>
        <translation>Intervalo exacto de Clopper–Pearson</translation>
    </message>
    <message>
        <source>Hoeffding bound (valid for every n)</source>
        <translation>Límite de Hoeffding (válido para cualquier n)</translation>
    </message>
    <message>
        <source>fewer than two responses: no estimate</source>
        <translation>menos de dos respuestas: sin estimación</translation>
    </message>
    <message>
        <source>asked directly, not protected: share of answers; {interval}</source>
        <translation>se pregunta directamente, no protegida: proporción de respuestas; {interval}</translation>
    </message>
    <message>
        <source>Subgroups must come from a question asked directly; {question} is randomised</source>
        <translation>Los subgrupos deben provenir de una pregunta formulada directamente; {question} es aleatorizada</translation>
    </message>
    <message>
        <source>Subgroups must come from a choice or a number; {question} holds answers as typed, which identify people</source>
        <translation>Los subgrupos deben provenir de una opción o de un número; {question} contiene respuestas escritas, que identifican a las personas</translation>
    </message>
    <message>
        <source>{question}: {answer}</source>
        <translation>{question}: {answer}</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
</context>
<context>
    <name>licenses</name>
    <message>
        <source>dpgui uses Qt for Python (PySide6) and Qt under the GNU Lesser General Public License v3. They are used as unmodified, dynamically linked libraries: you may replace them with your own build, and their source code is available from qt.io. The full LGPL text is included below.</source>
        <translation>dpgui usa Qt for Python (PySide6) y Qt bajo la licencia GNU Lesser General Public License v3. Se usan como bibliotecas sin modificar y enlazadas dinámicamente: puede reemplazarlas por su propia compilación, y su código fuente está disponible en qt.io. El texto completo de la LGPL se incluye a continuación.</translation>
    </message>
</context>
<context>
    <name>report.charts</name>
    <message>
        <source>Noisy counts; each cell ± {width} ({confidence} interval)</source>
        <translation>Recuentos con ruido; cada celda ± {width} (intervalo de {confidence})</translation>
    </message>
    <message>
        <source>count</source>
        <translation>recuento</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>{what} (dot: estimate; bar: {confidence} interval)</source>
        <translation>{what} (punto: estimación; barra: intervalo de {confidence})</translation>
    </message>
    <message>
        <source>count (people)</source>
        <translation>recuento (personas)</translation>
    </message>
    <message>
        <source>Estimates with {confidence} intervals</source>
        <translation>Estimaciones con intervalos de {confidence}</translation>
    </message>
    <message>
        <source>above</source>
        <translation>por encima</translation>
    </message>
    <message>
        <source>below</source>
        <translation>por debajo</translation>
    </message>
    <message>
        <source>not examined</source>
        <translation>no examinado</translation>
    </message>
    <message>
        <source>candidates, in the order examined</source>
        <translation>candidatos, en el orden examinado</translation>
    </message>
    <message>
        <source>Which are above {threshold} (examined {examined} of {count})</source>
        <translation>Cuáles superan {threshold} ({examined} examinados de {count})</translation>
    </message>
    <message>
        <source>what an observer can reach (ε = {epsilon})</source>
        <translation>lo que puede lograr un observador (ε = {epsilon})</translation>
    </message>
    <message>
        <source>no release: pure guessing</source>
        <translation>sin publicación: puro azar</translation>
    </message>
    <message>
        <source>false-positive rate (innocent people accused)</source>
        <translation>tasa de falsos positivos (personas inocentes acusadas)</translation>
    </message>
    <message>
        <source>true-positive rate
(you, correctly identified)</source>
        <translation>tasa de verdaderos positivos
(usted, identificado correctamente)</translation>
    </message>
    <message>
        <source>Best possible test of "is this person in the data?" (ε = {epsilon})</source>
        <translation>Mejor prueba posible de «¿está esta persona en los datos?» (ε = {epsilon})</translation>
    </message>
    <message>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>P(output | input); red boxes: the pair and output that set ε*</source>
        <translation>P(salida | entrada); recuadros rojos: el par y la salida que determinan ε*</translation>
    </message>
    <message>
        <source>Markov chain: each input (left) moves to an output (right) with the labelled probability</source>
        <translation>Cadena de Markov: cada entrada (izquierda) pasa a una salida (derecha) con la probabilidad indicada</translation>
    </message>
    <message>
        <source>ε* = {epsilon} (δ = 0 from here)</source>
        <translation>ε* = {epsilon} (δ = 0 a partir de aquí)</translation>
    </message>
    <message>
        <source>smallest δ</source>
        <translation>δ mínimo</translation>
    </message>
    <message>
        <source>δ(ε): every (ε, δ) on or above the curve is guaranteed</source>
        <translation>δ(ε): todo (ε, δ) sobre la curva o por encima de ella está garantizado</translation>
    </message>
    <message>
        <source>Typical difference from its noisy measurement, in rows per cell</source>
        <translation>Diferencia típica con su medición con ruido, en filas por celda</translation>
    </message>
    <message>
        <source>Distance of the learned table from its noisy measurement (0 = same, 1 = disjoint)</source>
        <translation>Distancia entre la tabla aprendida y su medición con ruido (0 = iguales, 1 = disjuntas)</translation>
    </message>
    <message>
        <source>Error by table (grey: not measured directly, learned from the others)</source>
        <translation>Error por tabla (gris: no medida directamente, aprendida de las demás)</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>aprendida</translation>
    </message>
    <message>
        <source>noisy measurement</source>
        <translation>medición con ruido</translation>
    </message>
    <message>
        <source>estimated count</source>
        <translation>recuento estimado</translation>
    </message>
    <message>
        <source>{table}: rows {rows}, columns {columns}</source>
        <translation>{table}: filas {rows}, columnas {columns}</translation>
    </message>
    <message>
        <source>No estimates yet: collect or import responses.</source>
        <translation>Aún no hay estimaciones: recopile o importe respuestas.</translation>
    </message>
    <message>
        <source>estimated share, with {confidence} intervals (grey: asked directly, not protected)</source>
        <translation>proporción estimada, con intervalos de {confidence} (gris: preguntada directamente, sin protección)</translation>
    </message>
</context>
<context>
    <name>report.document</name>
    <message>
        <source>discrete Laplace</source>
        <translation>Laplace discreto</translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation>gaussiano discreto</translation>
    </message>
    <message>
        <source>permute-and-flip selection</source>
        <translation>selección por permute-and-flip</translation>
    </message>
    <message>
        <source>learned by private multiplicative weights</source>
        <translation>aprendido por pesos multiplicativos privados</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <source>ρ = {rho} (zero-concentrated DP)</source>
        <translation>ρ = {rho} (privacidad diferencial concentrada en cero)</translation>
    </message>
    <message>
        <source>{law}, costing {spend}</source>
        <translation>{law}, con un costo de {spend}</translation>
    </message>
    <message>
        <source>scale {width}</source>
        <translation>escala {width}</translation>
    </message>
    <message>
        <source>{law} with {scale} on the sum, costing {spend}</source>
        <translation>{law} con {scale} en la suma, con un costo de {spend}</translation>
    </message>
    <message>
        <source>{law} with {scale}, costing {spend}</source>
        <translation>{law} con {scale}, con un costo de {spend}</translation>
    </message>
    <message>
        <source>There is no release {number} in this project</source>
        <translation>No hay ninguna publicación {number} en este proyecto</translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation>Todavía no hay publicaciones para el informe</translation>
    </message>
    <message>
        <source>learned from a tree of measured tables</source>
        <translation>aprendido a partir de un árbol de tablas medidas</translation>
    </message>
    <message>
        <source>sparse vector (above the line)</source>
        <translation>vector disperso (por encima del umbral)</translation>
    </message>
    <message>
        <source>Choose releases for detail as numbers separated by commas (3,17,42), last:20, all or none</source>
        <translation>Elija las publicaciones que se mostrarán con detalle como números separados por comas (3,17,42), last:20, all o none</translation>
    </message>
    <message>
        <source>Summing up release {number} of {count}</source>
        <translation>Resumiendo la publicación {number} de {count}</translation>
    </message>
    <message>
        <source>adding or removing any one person</source>
        <translation>agregar o quitar a una persona cualquiera</translation>
    </message>
    <message>
        <source>replacing any one person's data with someone else's</source>
        <translation>reemplazar los datos de una persona cualquiera por los de otra</translation>
    </message>
    <message>
        <source>These statistics were released with differential privacy by dpgui {version}. Random noise was added to each one, calibrated so that the published numbers reveal very little about any single person.</source>
        <translation>Estas estadísticas se publicaron con privacidad diferencial mediante dpgui {version}. Se añadió ruido aleatorio a cada una, calibrado para que los números publicados revelen muy poco sobre cualquier persona.</translation>
    </message>
    <message>
        <source>Unit of privacy: the guarantee covers {unit}, with all of that person's rows; each release below says how many rows one person may have and whether that was enforced or assumed.</source>
        <translation>Unidad de privacidad: la garantía cubre {unit}, con todas las filas de esa persona; cada publicación a continuación indica cuántas filas puede tener una persona y si eso se impuso o se supuso.</translation>
    </message>
    <message>
        <source>Public metadata: every category list and bound used below was declared by the curator, not read from the data. Values outside a declared list are counted in an explicit "(other)" cell, unless a release below says that they were left out; values outside declared bounds are clamped to them.</source>
        <translation>Metadatos públicos: cada lista de categorías y cada límite usados a continuación los declaró el responsable de los datos; no se leyeron de los datos. Los valores fuera de una lista declarada se cuentan en una celda explícita «(otro)», salvo que una publicación indique a continuación que se excluyeron; los valores fuera de los límites declarados se ajustan a esos límites.</translation>
    </message>
    <message>
        <source>Privacy budget of {name}: {symbol} = {total} in total; {symbol} = {spent} spent by all releases about these people so far; {symbol} = {left} remaining. Costs add up across releases (sequential composition).</source>
        <translation>Presupuesto de privacidad de {name}: {symbol} = {total} en total; {symbol} = {spent} gastado hasta ahora por todas las publicaciones sobre estas personas; {symbol} = {left} restante. Los costos se suman de una publicación a otra (composición secuencial).</translation>
    </message>
    <message>
        <source>Reading the intervals: each interval contains the true value with the stated probability. Post-processing such as clamping or rounding never changes the privacy cost.</source>
        <translation>Cómo leer los intervalos: cada intervalo contiene el valor verdadero con la probabilidad indicada. El posprocesamiento, como el acotamiento o el redondeo, nunca cambia el costo de privacidad.</translation>
    </message>
    <message>
        <source>Checking the ledger</source>
        <translation>Comprobando el registro</translation>
    </message>
    <message>
        <source>No release is shown in detail below, only summed up here.</source>
        <translation>Ninguna publicación se muestra con detalle a continuación; solo se resumen aquí.</translation>
    </message>
    <message>
        <source>{detailed} of these {reported} releases are shown in detail below; the others are only summed up here.</source>
        <translation>{detailed} de estas {reported} publicaciones se muestran con detalle a continuación; las demás solo se resumen aquí.</translation>
    </message>
    <message>
        <source>1 table learned</source>
        <translation>1 tabla aprendida</translation>
    </message>
    <message>
        <source>{count} tables learned together</source>
        <translation>{count} tablas aprendidas juntas</translation>
    </message>
    <message>
        <source>and {count} more cells</source>
        <translation>y {count} celdas más</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <source>Above the line: {names} ({examined} of {count} examined)</source>
        <translation>Por encima del umbral: {names} ({examined} examinados de {count})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{confidence} intervals</source>
        <translation>intervalos de {confidence}</translation>
    </message>
    <message>
        <source>approximate {confidence} ranges</source>
        <translation>rangos aproximados al {confidence}</translation>
    </message>
    <message>
        <source>no per-cell ranges</source>
        <translation>sin rangos por celda</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Intervals ({confidence}): {method}.</source>
        <translation>{title}: {mechanism}. Intervalos ({confidence}): {method}.</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Approximate ranges ({confidence}): {method}.</source>
        <translation>{title}: {mechanism}. Rangos aproximados ({confidence}): {method}.</translation>
    </message>
    <message>
        <source>{title}: {mechanism}. No per-cell ranges; how it was computed: {method}.</source>
        <translation>{title}: {mechanism}. Sin rangos por celda; cómo se calculó: {method}.</translation>
    </message>
    <message>
        <source>Post-processing, which costs nothing: {steps}.</source>
        <translation>Posprocesamiento, que no cuesta nada: {steps}.</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>trasladado</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>contabilizado</translation>
    </message>
    <message>
        <source>Total: {group}</source>
        <translation>Total: {group}</translation>
    </message>
</context>
<context>
    <name>report.manifest</name>
    <message>
        <source>this is not a dpgui release manifest</source>
        <translation>esto no es un manifiesto de publicación de dpgui</translation>
    </message>
    <message>
        <source>the project's ledger has no entry {entry}</source>
        <translation>el registro del proyecto no tiene la entrada {entry}</translation>
    </message>
    <message>
        <source>the ledger hash differs from the project's ledger</source>
        <translation>el hash del registro no coincide con el registro del proyecto</translation>
    </message>
    <message>
        <source>the released values or intervals differ from what the ledger recorded</source>
        <translation>los valores o intervalos publicados no coinciden con lo que anotó el registro</translation>
    </message>
    <message>
        <source>the query differs from the ledger</source>
        <translation>la consulta no coincide con el registro</translation>
    </message>
    <message>
        <source>the release number differs from the ledger</source>
        <translation>el número de publicación no coincide con el registro</translation>
    </message>
    <message>
        <source>the cost differs from the ledger</source>
        <translation>el costo no coincide con el registro</translation>
    </message>
</context>
<context>
    <name>report.plain_words</name>
    <message>
        <source>released</source>
        <translation>publicada</translation>
    </message>
    <message>
        <source>failed (still counted)</source>
        <translation>fallida (se sigue contabilizando)</translation>
    </message>
    <message>
        <source>cancelled (still counted)</source>
        <translation>cancelada (se sigue contabilizando)</translation>
    </message>
    <message>
        <source>interrupted (still counted)</source>
        <translation>interrumpida (se sigue contabilizando)</translation>
    </message>
    <message>
        <source>{asked}: {value} (chosen with privacy protection, so it may be near, not exactly at, the true value).</source>
        <translation>{asked}: {value} (elegido con protección de la privacidad, así que puede estar cerca del valor verdadero, pero no exactamente en él).</translation>
    </message>
    <message>
        <source>{asked}: each number is a count of rows with a little random noise added to protect people; we are {sure} sure that each true count lies between its low and high end.</source>
        <translation>{asked}: cada número es un recuento de filas al que se añadió un poco de ruido aleatorio para proteger a las personas; con un {sure} de seguridad, cada recuento verdadero está entre su extremo inferior y su extremo superior.</translation>
    </message>
    <message>
        <source>{asked}: {value}.</source>
        <translation>{asked}: {value}.</translation>
    </message>
    <message>
        <source>{asked}: about {estimate}; we are {sure} sure the true value lies in that range.</source>
        <translation>{asked}: aproximadamente {estimate}; con un {sure} de seguridad, el valor verdadero está en ese intervalo.</translation>
    </message>
    <message>
        <source>not examined</source>
        <translation>no examinado</translation>
    </message>
    <message>
        <source>above</source>
        <translation>por encima</translation>
    </message>
    <message>
        <source>below</source>
        <translation>por debajo</translation>
    </message>
    <message>
        <source>Which are above {threshold}</source>
        <translation>Cuáles superan {threshold}</translation>
    </message>
    <message>
        <source>{asked}: {above} of {count} reported above: {names}.</source>
        <translation>{asked}: {above} de {count} declarados por encima: {names}.</translation>
    </message>
    <message>
        <source>{asked}: none of the {count} was reported above.</source>
        <translation>{asked}: ninguno de los {count} se declaró por encima.</translation>
    </message>
    <message>
        <source>It stopped after {c} above: {examined} of {count} examined, {rest} not examined.</source>
        <translation>Se detuvo tras {c} por encima: {examined} examinados de {count}, {rest} sin examinar.</translation>
    </message>
    <message>
        <source>All {count} were examined.</source>
        <translation>Se examinaron los {count}.</translation>
    </message>
    <message>
        <source>"Above" is decided with random noise: a true count {w} or more below the line is reported above at most {p_below} of the time, one {w} or more above it at least {p_above} of the time (if examined first).</source>
        <translation>«Por encima» se decide con ruido aleatorio: un recuento real {w} o más por debajo del umbral se declara por encima como mucho el {p_below} de las veces, uno {w} o más por encima al menos el {p_above} de las veces (si se examina primero).</translation>
    </message>
    <message>
        <source>{asked}: many tables learned together from noisy counts, so they agree with one another.</source>
        <translation>{asked}: muchas tablas aprendidas juntas a partir de recuentos con ruido, de modo que concuerdan entre sí.</translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation>Muchas tablas a la vez</translation>
    </message>
    <message>
        <source>We are about {sure} sure that each true count lies between its low and high end (approximate ranges; tables learned from the others have wider ones).</source>
        <translation>Con aproximadamente un {sure} de seguridad, cada recuento verdadero está entre su extremo inferior y su extremo superior (rangos aproximados; las tablas aprendidas de las demás los tienen más amplios).</translation>
    </message>
    <message>
        <source>These tables have no ranges (see how they were computed).</source>
        <translation>Estas tablas no tienen rangos (vea cómo se calcularon).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>recuento</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>moda</translation>
    </message>
    <message>
        <source>quantile</source>
        <translation>cuantil</translation>
    </message>
    <message>
        <source>(other)</source>
        <translation>(otro)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(faltante)</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} y {more} más</translation>
    </message>
    <message>
        <source>⚠ Too few rows for a usable number in {named}: the range is wider than the number. Do not publish those on their own; merge groups or collect more data.</source>
        <translation>⚠ Demasiado pocas filas para obtener un número útil en {named}: el intervalo es más amplio que el número. No publique esos valores por sí solos; combine grupos o recopile más datos.</translation>
    </message>
</context>
<context>
    <name>report.release_export</name>
    <message>
        <source>Export a release as {formats}, not {given}</source>
        <translation>Exporte una publicación como {formats}, no como {given}</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>un archivo sin extensión</translation>
    </message>
</context>
<context>
    <name>report.render</name>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>Extremo inferior</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Extremo superior</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Gastado</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Restante</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Hora (UTC)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation>Recuento de seguimiento</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Cuándo (UTC)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Released numbers (low to high end)</source>
        <translation>Números publicados (del extremo inferior al superior)</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Writing the summary: release {number} of {count}</source>
        <translation>Escribiendo el resumen: publicación {number} de {count}</translation>
    </message>
    <message>
        <source>Drawing release {number} ({done} of {count} in detail)</source>
        <translation>Dibujando la publicación {number} ({done} de {count} con detalle)</translation>
    </message>
    <message>
        <source>{project} — release report</source>
        <translation>{project} — informe de publicaciones</translation>
    </message>
    <message>
        <source>Release report: {project}</source>
        <translation>Informe de publicaciones: {project}</translation>
    </message>
    <message>
        <source>Generated {time}</source>
        <translation>Generado: {time}</translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation>Metodología</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Summary of the releases</source>
        <translation>Resumen de las publicaciones</translation>
    </message>
    <message>
        <source>Released statistics</source>
        <translation>Estadísticas publicadas</translation>
    </message>
    <message>
        <source>chart of release {number}</source>
        <translation>gráfico de la publicación {number}</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Head of the ledger's hash chain: {hash}. Any change to an earlier entry changes this value.</source>
        <translation>Cabeza de la cadena de hashes del registro: {hash}. Cualquier cambio en una entrada anterior cambia este valor.</translation>
    </message>
    <message>
        <source>Saving the report</source>
        <translation>Guardando el informe</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>How the intervals were computed: {method}.</source>
        <translation>Cómo se calcularon los intervalos: {method}.</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Posprocesamiento (gratuito): {steps}.</translation>
    </message>
    <message>
        <source>… {count} more rows in the HTML report or the exported table.</source>
        <translation>… {count} filas más en el informe HTML o en la tabla exportada.</translation>
    </message>
    <message>
        <source>Writing the ledger</source>
        <translation>Escribiendo el registro</translation>
    </message>
    <message>
        <source>Budget and ledger</source>
        <translation>Presupuesto y registro</translation>
    </message>
    <message>
        <source>Every entry counts as spent, whatever its outcome. Head of the ledger's hash chain:</source>
        <translation>Cada entrada cuenta como gastada, sea cual sea su resultado. Cabeza de la cadena de hashes del registro:</translation>
    </message>
    <message>
        <source>The report file must end in .pdf or .html</source>
        <translation>El archivo del informe debe terminar en .pdf o .html</translation>
    </message>
</context>
<context>
    <name>report.survey_export</name>
    <message>
        <source>NO: stored exactly as given, never randomised; text, numbers, dates and GPS points like these can identify people: keep this file as private as the raw data</source>
        <translation>NO: se guarda exactamente como se dio, nunca se aleatoriza; textos, números, fechas y puntos GPS como estos pueden identificar a las personas: mantenga este archivo tan privado como los datos sin procesar</translation>
    </message>
    <message>
        <source>as given ({kind}); blank = missing</source>
        <translation>tal como se dio ({kind}); en blanco = faltante</translation>
    </message>
    <message>
        <source>1 = yes, 0 = no (the reported answer)</source>
        <translation>1 = sí, 0 = no (la respuesta informada)</translation>
    </message>
    <message>
        <source>whole number {lower}..{upper}</source>
        <translation>número entero {lower}..{upper}</translation>
    </message>
    <message>
        <source>one 0/1 column per option ({columns})</source>
        <translation>una columna 0/1 por opción ({columns})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>NO: asked directly</source>
        <translation>NO: preguntada directamente</translation>
    </message>
    <message>
        <source>{question}: bit for {option}</source>
        <translation>{question}: bit de {option}</translation>
    </message>
    <message>
        <source>yes (reported)</source>
        <translation>sí (informado)</translation>
    </message>
    <message>
        <source>no (reported)</source>
        <translation>no (informado)</translation>
    </message>
    <message>
        <source>Export as one of {formats}</source>
        <translation>Exporte en uno de estos formatos: {formats}</translation>
    </message>
    <message>
        <source>{error} (already written: {files})</source>
        <translation>{error} (ya escritos: {files})</translation>
    </message>
    <message>
        <source>SPSS export needs pyreadstat (pip install 'dpgui[spss]')</source>
        <translation>La exportación a SPSS necesita pyreadstat (pip install 'dpgui[spss]')</translation>
    </message>
    <message>
        <source>the SPSS file was not written whole</source>
        <translation>el archivo SPSS no se escribió completo</translation>
    </message>
</context>
<context>
    <name>report.survey_scripts</name>
    <message>
        <source>{name}: asked directly, NOT protected (the share of answers)</source>
        <translation>{name}: preguntada directamente, SIN protección (la proporción de respuestas)</translation>
    </message>
    <message>
        <source>∞ (not private)</source>
        <translation>∞ (no privado)</translation>
    </message>
    <message>
        <source>{name}: a whole number; dpgui gives no estimate for it</source>
        <translation>{name}: un número entero; dpgui no da ninguna estimación para esta pregunta</translation>
    </message>
    <message>
        <source>{name}: kept as given ({kind}), not estimated</source>
        <translation>{name}: se conserva tal como se dio ({kind}), no se estima</translation>
    </message>
    <message>
        <source>Each estimate is dpgui's: the share of reports with the design's known noise removed,
(share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
for the share of reports mapped through the design (within 0 and 1).
Missing answers stay missing and are left out of each question's estimate, as in dpgui:
n is the number of people who answered that question.</source>
        <translation>Cada estimación es la de dpgui: la proporción de respuestas informadas sin el ruido conocido del diseño,
(proporción informada - d)/c donde P(respuesta) = c x proporción + d, limitada entre 0 y 1 (raw la muestra antes),
su EE sqrt(proporción informada x (1 - proporción informada)/(n - 1))/|c|, y el intervalo de Wilson al 95 %
de la proporción informada trasladado a través del diseño (entre 0 y 1).
Las respuestas faltantes siguen faltando y se excluyen de la estimación de cada pregunta, como en dpgui:
n es el número de personas que respondieron a esa pregunta.</translation>
    </message>
    <message>
        <source>P(yes reported) = c x prevalence + d with c = {c} and d = {d}</source>
        <translation>P(sí informado) = c x prevalencia + d con c = {c} y d = {d}</translation>
    </message>
    <message>
        <source>P(option reported) = c x share + d with c = p - q and d = q, p = {p}, q = {q}</source>
        <translation>P(opción informada) = c x proporción + d con c = p - q y d = q, p = {p}, q = {q}</translation>
    </message>
    <message>
        <source>each option's 0/1 column: P(1 reported) = c x share + d with c = p - q and d = q, p = 1/2, q = {q}</source>
        <translation>columna 0/1 de cada opción: P(1 informado) = c x proporción + d con c = p - q y d = q, p = 1/2, q = {q}</translation>
    </message>
    <message>
        <source>the share of answers (c = 1, d = 0)</source>
        <translation>la proporción de respuestas (c = 1, d = 0)</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in R (written by dpgui).
Run it in this folder (Rscript {stem}-analysis.R, or setwd() to it first). Base R 4.1 is enough
for a .csv export; with the packages RRreg and rr installed (install.packages(c("RRreg", "rr")))
their estimates are printed under dpgui's.</source>
        <translation>{title}, versión {version}: estimaciones de dpgui recalculadas en R (escrito por dpgui).
Ejecútelo en esta carpeta (Rscript {stem}-analysis.R, o antes setwd() a esta carpeta). Basta con R base 4.1
para una exportación .csv; si están instalados los paquetes RRreg y rr (install.packages(c("RRreg", "rr"))),
sus estimaciones se muestran debajo de las de dpgui.</translation>
    </message>
    <message>
        <source>the columns are read without their header row and named by position</source>
        <translation>las columnas se leen sin su fila de encabezado y se nombran por su posición</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in Stata (written by dpgui).
Run it in this folder (cd to it first). Stata 14 or later, base commands only (16 to read a .sav).</source>
        <translation>{title}, versión {version}: estimaciones de dpgui recalculadas en Stata (escrito por dpgui).
Ejecútelo en esta carpeta (antes haga cd a esta carpeta). Stata 14 o posterior, solo comandos básicos (16 para leer un .sav).</translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui's estimates recomputed in SPSS (written by dpgui).
Run it with this folder as the working folder (CD 'this folder'. first). Base SPSS only.</source>
        <translation>{title}, versión {version}: estimaciones de dpgui recalculadas en SPSS (escrito por dpgui).
Ejecútelo con esta carpeta como carpeta de trabajo (antes CD 'esta carpeta'.). Solo SPSS base.</translation>
    </message>
    <message>
        <source>{name}: not estimated here, as SPSS would rename its column when reading the .xlsx file; the .csv or .sav export's SPSS syntax estimates it</source>
        <translation>{name}: no se estima aquí, porque SPSS cambiaría el nombre de su columna al leer el archivo .xlsx; la sintaxis SPSS de la exportación .csv o .sav sí la estima</translation>
    </message>
</context>
<context>
    <name>store.columns</name>
    <message>
        <source>A value is {length} characters long (the limit is {most})</source>
        <translation>Un valor tiene {length} caracteres (el límite es {most})</translation>
    </message>
</context>
<context>
    <name>store.declared.names</name>
    <message>
        <source>the dataset</source>
        <translation>el conjunto de datos</translation>
    </message>
    <message>
        <source>{what} needs a name</source>
        <translation>Falta un nombre para {what}</translation>
    </message>
    <message>
        <source>The name of {what} is {length} characters long; the limit is {most}</source>
        <translation>El nombre elegido para {what} tiene {length} caracteres; el límite es {most}</translation>
    </message>
    <message>
        <source>The name of {what} holds an invisible, blank or control character, or one that turns the text around ({character}); type the name again without it</source>
        <translation>El nombre elegido para {what} contiene un carácter invisible, en blanco o de control, o uno que invierte la dirección del texto ({character}); vuelva a escribir el nombre sin él</translation>
    </message>
    <message>
        <source>The new {what} name {name} looks like the existing {other} (the same letters, or letters of another alphabet that look the same); check that it is the one you meant</source>
        <translation>El nuevo nombre de {what} {name} se parece al ya existente {other} (las mismas letras, o letras de otro alfabeto que se ven iguales); compruebe que sea el que quería</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>conjunto de datos</translation>
    </message>
</context>
<context>
    <name>store.declared.numbers</name>
    <message>
        <source>column {name} is declared numeric but {count} values are not numbers (data rows {rows}): {values}</source>
        <translation>la columna {name} está declarada como numérica, pero {count} valores no son números (filas de datos {rows}): {values}</translation>
    </message>
    <message>
        <source>column {name} is declared numeric but {count} value is not a number (data rows {rows}): {values}</source>
        <translation>la columna {name} está declarada como numérica, pero {count} valor no es un número (filas de datos {rows}): {values}</translation>
    </message>
    <message>
        <source>{problems}. Empty cells count as missing: correct or empty those cells, or declare the column categorical.</source>
        <translation>{problems}. Las celdas vacías cuentan como faltantes: corrija o vacíe esas celdas, o declare la columna como categórica.</translation>
    </message>
    <message>
        <source>{source}: nothing was imported. {problems}</source>
        <translation>{source}: no se importó nada. {problems}</translation>
    </message>
</context>
<context>
    <name>store.declared.schema</name>
    <message>
        <source>Type must be one of {types}, not {type}</source>
        <translation>El tipo debe ser uno de {types}, no {type}</translation>
    </message>
    <message>
        <source>A categorical column needs a list of categories</source>
        <translation>Una columna categórica necesita una lista de categorías</translation>
    </message>
    <message>
        <source>The category list has a duplicate</source>
        <translation>La lista de categorías tiene un duplicado</translation>
    </message>
    <message>
        <source>Missing must be "cell", "other" or "exclude" for a categorical column</source>
        <translation>Missing debe ser "cell", "other" o "exclude" para una columna categórica</translation>
    </message>
    <message>
        <source>Outside must be "other" or "exclude"</source>
        <translation>Outside debe ser "other" o "exclude"</translation>
    </message>
    <message>
        <source>Missing values cannot be counted in (other) when values not in the list are left out</source>
        <translation>Los valores faltantes no se pueden contar en (otro) cuando se dejan fuera los valores que no están en la lista</translation>
    </message>
    <message>
        <source>"outside" applies to a categorical column only</source>
        <translation>"outside" se aplica solo a una columna categórica</translation>
    </message>
    <message>
        <source>A numeric column needs lower and upper bounds</source>
        <translation>Una columna numérica necesita un límite inferior y uno superior</translation>
    </message>
    <message>
        <source>The bounds must be finite with lower &lt; upper, got [{lower}, {upper}]</source>
        <translation>Los límites deben ser finitos, con inferior &lt; superior; se recibió [{lower}, {upper}]</translation>
    </message>
    <message>
        <source>Missing must be "impute" or "exclude" for a numeric column</source>
        <translation>Missing debe ser "impute" o "exclude" para una columna numérica</translation>
    </message>
    <message>
        <source>The imputed value must lie within the bounds</source>
        <translation>El valor imputado debe estar dentro de los límites</translation>
    </message>
    <message>
        <source>rows with no {name} were left out</source>
        <translation>se excluyeron las filas sin {name}</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean down</source>
        <translation>las filas sin {name} se contaron como {value}, lo que baja la media</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean up</source>
        <translation>las filas sin {name} se contaron como {value}, lo que sube la media</translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean toward {value}</source>
        <translation>las filas sin {name} se contaron como {value}, lo que acerca la media a {value}</translation>
    </message>
    <message>
        <source>rows whose {name} is missing or not in the declared list are left out</source>
        <translation>se dejan fuera las filas cuyo {name} falta o no está en la lista declarada</translation>
    </message>
    <message>
        <source>rows whose {name} is not in the declared list are left out; the (missing) cell counts rows with no {name}</source>
        <translation>se dejan fuera las filas cuyo {name} no está en la lista declarada; la celda (faltante) cuenta las filas sin {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list, and the (missing) cell counts rows with no {name}</source>
        <translation>la celda (otro) cuenta los valores de {name} que no están en la lista declarada, y la celda (faltante) cuenta las filas sin {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list and rows with no {name}</source>
        <translation>la celda (otro) cuenta los valores de {name} que no están en la lista declarada y las filas sin {name}</translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list; rows with no {name} are left out</source>
        <translation>la celda (otro) cuenta los valores de {name} que no están en la lista declarada; se dejan fuera las filas sin {name}</translation>
    </message>
    <message>
        <source>"max_rows" must be a whole number from 1 to {most}, got {value}</source>
        <translation>"max_rows" debe ser un número entero de 1 a {most}; se recibió {value}</translation>
    </message>
    <message>
        <source>Column {name} holds randomized-response answers; estimate its prevalence from the design (dpgui rr estimate, or the Survey page) instead of releasing it</source>
        <translation>La columna {name} contiene respuestas aleatorizadas; estime su prevalencia a partir del diseño (dpgui rr estimate o la página Encuesta) en lugar de publicarla</translation>
    </message>
    <message>
        <source>Column {name} is not declared in the schema, so it cannot be released</source>
        <translation>La columna {name} no está declarada en el esquema, así que no se puede publicar</translation>
    </message>
    <message>
        <source>Column {name} is an identifier and is never released</source>
        <translation>La columna {name} es un identificador y nunca se publica</translation>
    </message>
    <message>
        <source>Column {name} is declared {type}; this query needs {types}</source>
        <translation>La columna {name} está declarada como {type}; esta consulta necesita {types}</translation>
    </message>
    <message>
        <source>The schema is not valid JSON: {problem}</source>
        <translation>El esquema no es un JSON válido: {problem}</translation>
    </message>
    <message>
        <source>The schema must be a JSON object with a "columns" object</source>
        <translation>El esquema debe ser un objeto JSON con un objeto "columns"</translation>
    </message>
    <message>
        <source>The schema declares {name}, which is not a column of the dataset</source>
        <translation>El esquema declara {name}, que no es una columna del conjunto de datos</translation>
    </message>
    <message>
        <source>Column {name}: its declaration must be an object</source>
        <translation>Columna {name}: su declaración debe ser un objeto</translation>
    </message>
    <message>
        <source>Column {name}: a randomized_response column needs its "design" object</source>
        <translation>Columna {name}: una columna randomized_response necesita su objeto "design"</translation>
    </message>
    <message>
        <source>Column {name}: {problem}</source>
        <translation>Columna {name}: {problem}</translation>
    </message>
    <message>
        <source>"person" must be an object naming the identifier "column" and "max_rows"</source>
        <translation>"person" debe ser un objeto que indique la "column" de identificador y "max_rows"</translation>
    </message>
    <message>
        <source>"person" names {name}, which must be a column declared as an identifier</source>
        <translation>"person" indica {name}, que debe ser una columna declarada como identificador</translation>
    </message>
</context>
<context>
    <name>store.importers</name>
    <message>
        <source>There is no file at {path}</source>
        <translation>No hay ningún archivo en {path}</translation>
    </message>
    <message>
        <source>{name}: dpgui reads {kinds} files; save it as CSV or Excel and try again</source>
        <translation>{name}: dpgui lee archivos {kinds}; guárdelo como CSV o Excel e inténtelo de nuevo</translation>
    </message>
</context>
<context>
    <name>store.importers.delimited</name>
    <message>
        <source>{name} is UTF-16 text; save it as UTF-8 CSV and try again</source>
        <translation>{name} es texto UTF-16; guárdelo como CSV UTF-8 e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>{name} contains binary data (a zero byte at byte {byte}); it is not a text table</source>
        <translation>{name} contiene datos binarios (un byte cero en el byte {byte}); no es una tabla de texto</translation>
    </message>
    <message>
        <source>{name}, line {line}: a line is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation>{name}, línea {line}: una línea tiene más de {megabytes} MB, algo que ninguna tabla necesita; ¿de verdad es un archivo CSV?</translation>
    </message>
    <message>
        <source>{name} is empty</source>
        <translation>{name} está vacío</translation>
    </message>
    <message>
        <source>{name} ({encoding}, delimiter {delimiter})</source>
        <translation>{name} ({encoding}, delimitador {delimiter})</translation>
    </message>
    <message>
        <source>{name} has no header row</source>
        <translation>{name} no tiene fila de encabezado</translation>
    </message>
    <message>
        <source>{name}, line 1: {problem}</source>
        <translation>{name}, línea 1: {problem}</translation>
    </message>
    <message>
        <source>{name} has no header row (its first line is blank)</source>
        <translation>{name} no tiene fila de encabezado (su primera línea está en blanco)</translation>
    </message>
    <message>
        <source>{file}: the column name {name} appears twice (columns {first} and {second}); rename one and try again</source>
        <translation>{file}: el nombre de columna {name} aparece dos veces (columnas {first} y {second}); cambie el nombre de una e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>{file}: there is no select_multiple column {name}</source>
        <translation>{file}: no hay ninguna columna select_multiple {name}</translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation>{rows} filas leídas</translation>
    </message>
    <message>
        <source>{name} has no data</source>
        <translation>{name} no tiene datos</translation>
    </message>
    <message>
        <source>{name}: the text is not valid {encoding} ({reason})</source>
        <translation>{name}: el texto no es {encoding} válido ({reason})</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>{name} has a header but no rows</source>
        <translation>{name} tiene encabezado pero no tiene filas</translation>
    </message>
    <message>
        <source>{name}: its first row, the column names, is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation>{name}: su primera fila, la de los nombres de columna, tiene más de {megabytes} MB, algo que ninguna tabla necesita; ¿de verdad es un archivo CSV?</translation>
    </message>
    <message>
        <source>the file ends inside a quoted field ({problem}); it may be truncated</source>
        <translation>el archivo termina dentro de un campo entre comillas ({problem}); puede estar truncado</translation>
    </message>
    <message>
        <source>rows have different numbers of fields: {problem}</source>
        <translation>las filas tienen distinto número de campos: {problem}</translation>
    </message>
    <message>
        <source>{problem} (after {rows} rows)</source>
        <translation>{problem} (después de {rows} filas)</translation>
    </message>
</context>
<context>
    <name>store.importers.formats</name>
    <message>
        <source>{file}: the column name {name} appears twice; rename one and try again</source>
        <translation>{file}: el nombre de columna {name} aparece dos veces; cambie el nombre de una de ellas y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>{file}, row {row}: more cells than header names</source>
        <translation>{file}, fila {row}: hay más celdas que nombres en el encabezado</translation>
    </message>
    <message>
        <source>{file} is not a readable Excel .xls workbook ({problem})</source>
        <translation>{file} no es un libro de Excel .xls legible ({problem})</translation>
    </message>
    <message>
        <source>{file} would unpack to {size} MiB ({text} MiB of text), more than dpgui reads from a workbook ({most} MiB, {most_text} MiB of text); save the sheet as CSV and import that</source>
        <translation>{file} ocuparía {size} MiB al descomprimirse ({text} MiB de texto), más de lo que dpgui lee de un libro ({most} MiB, {most_text} MiB de texto); guarde la hoja como CSV e importe ese archivo</translation>
    </message>
    <message>
        <source>{file} is not a readable Excel workbook ({problem})</source>
        <translation>{file} no es un libro de Excel legible ({problem})</translation>
    </message>
    <message>
        <source>{file} has no sheet {sheet} (sheets: {sheets})</source>
        <translation>{file} no tiene la hoja {sheet} (hojas: {sheets})</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} está vacío</translation>
    </message>
    <message>
        <source>{file} has a header but no rows</source>
        <translation>{file} tiene encabezado pero no tiene filas</translation>
    </message>
    <message>
        <source>{file} has no rows</source>
        <translation>{file} no tiene filas</translation>
    </message>
    <message>
        <source>{file} (sheet {sheet})</source>
        <translation>{file} (hoja {sheet})</translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation>{rows} filas leídas</translation>
    </message>
    <message>
        <source>its value labels were NOT applied, because in label set {label_set} the label {label} could stand for two values: the numeric codes were imported</source>
        <translation>sus etiquetas de valor NO se aplicaron, porque en el conjunto de etiquetas {label_set} la etiqueta {label} podría representar dos valores: se importaron los códigos numéricos</translation>
    </message>
    <message>
        <source>Reading Parquet needs the optional extra: {command}</source>
        <translation>Para leer Parquet se necesita el complemento opcional: {command}</translation>
    </message>
    <message>
        <source>{file} is not a readable Parquet file ({problem})</source>
        <translation>{file} no es un archivo Parquet legible ({problem})</translation>
    </message>
    <message>
        <source>{file} is not a readable Stata file ({problem})</source>
        <translation>{file} no es un archivo de Stata legible ({problem})</translation>
    </message>
    <message>
        <source>{file} (Stata, value labels applied)</source>
        <translation>{file} (Stata, etiquetas de valor aplicadas)</translation>
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
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Reading SPSS needs the optional extra: {command}</source>
        <translation>Para leer SPSS se necesita el complemento opcional: {command}</translation>
    </message>
    <message>
        <source>{file} is not a readable SPSS file ({problem})</source>
        <translation>{file} no es un archivo de SPSS legible ({problem})</translation>
    </message>
    <message>
        <source>{file} (SPSS, value labels applied)</source>
        <translation>{file} (SPSS, etiquetas de valor aplicadas)</translation>
    </message>
</context>
<context>
    <name>store.importers.rr_responses</name>
    <message>
        <source>{count} rejected submission was left out</source>
        <translation>Se dejó fuera {count} envío rechazado</translation>
    </message>
    <message>
        <source>{count} rejected submissions were left out</source>
        <translation>Se dejaron fuera {count} envíos rechazados</translation>
    </message>
    <message>
        <source>{count} submission marked “{why}” was left out</source>
        <translation>Se dejó fuera {count} envío marcado como “{why}”</translation>
    </message>
    <message>
        <source>{count} submissions marked “{why}” were left out</source>
        <translation>Se dejaron fuera {count} envíos marcados como “{why}”</translation>
    </message>
    <message>
        <source>{notices}.</source>
        <translation>{notices}.</translation>
    </message>
    <message>
        <source>{name}: {value} in the column of option {option} (expected 1 or 0, or True or False)</source>
        <translation>{name}: {value} en la columna de la opción {option} (se esperaba 1 o 0, o True o False)</translation>
    </message>
    <message>
        <source>{name}: {option} is not a possible answer (allowed: {allowed})</source>
        <translation>{name}: {option} no es una respuesta posible (permitidas: {allowed})</translation>
    </message>
    <message>
        <source>{file}: no column for {questions}; its columns are {columns}. Map each question to a column.</source>
        <translation>{file}: no hay columna para {questions}; sus columnas son {columns}. Asigne cada pregunta a una columna.</translation>
    </message>
    <message>
        <source>row {row}, column {column}: {problem}</source>
        <translation>fila {row}, columna {column}: {problem}</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… y {count} más</translation>
    </message>
    <message>
        <source>{file}: {count} value(s) outside the survey's design, so nothing was imported:</source>
        <translation>{file}: {count} valor(es) fuera del diseño de la encuesta, así que no se importó nada:</translation>
    </message>
    <message>
        <source>{file} has no responses to import: {notice}</source>
        <translation>{file} no tiene respuestas para importar: {notice}</translation>
    </message>
    <message>
        <source>{file} has no responses</source>
        <translation>{file} no tiene respuestas</translation>
    </message>
</context>
<context>
    <name>store.importers.well_formed</name>
    <message>
        <source>The file changed while it was read</source>
        <translation>El archivo cambió mientras se leía</translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform</name>
    <message>
        <source>its "other, specify" text</source>
        <translation>su texto de "otro, especifique"</translation>
    </message>
    <message>
        <source>its count</source>
        <translation>su recuento</translation>
    </message>
    <message>
        <source>responses are not encrypted; the kiosk keeps only reported answers, in the project file</source>
        <translation>las respuestas no están cifradas; el quiosco guarda solo las respuestas informadas, en el archivo de proyecto</translation>
    </message>
    <message>
        <source>the kiosk stores responses in the project file</source>
        <translation>el quiosco guarda las respuestas en el archivo de proyecto</translation>
    </message>
    <message>
        <source>responses are named by their UUID</source>
        <translation>las respuestas se nombran por su UUID</translation>
    </message>
    <message>
        <source>the kiosk shows one question per screen</source>
        <translation>el quiosco muestra una pregunta por pantalla</translation>
    </message>
    <message>
        <source>{file} is not a valid XLSForm: {problem}</source>
        <translation>{file} no es un XLSForm válido: {problem}</translation>
    </message>
    <message>
        <source>{file} is not an XLSForm workbook ({problem})</source>
        <translation>{file} no es un libro XLSForm ({problem})</translation>
    </message>
    <message>
        <source>{file}: the kiosk would ask nothing: every question is inside {repeats}, which asks its questions again and again (the kiosk asks each question once). Nothing was imported.</source>
        <translation>{file}: el quiosco no preguntaría nada: todas las preguntas están dentro de {repeats}, que hace sus preguntas una y otra vez (el quiosco hace cada pregunta una sola vez). No se importó nada.</translation>
    </message>
    <message>
        <source>{file}: the kiosk cannot ask this form as written, so nothing was imported. Change these rows:</source>
        <translation>{file}: el quiosco no puede hacer este formulario tal como está escrito, así que no se importó nada. Cambie estas filas:</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>{where}: the note is not shown on this device ({why})</source>
        <translation>{where}: la nota no se muestra en este dispositivo ({why})</translation>
    </message>
    <message>
        <source>the row named {name}</source>
        <translation>la fila llamada {name}</translation>
    </message>
    <message>
        <source>row {row} ({name})</source>
        <translation>fila {row} ({name})</translation>
    </message>
    <message>
        <source>row {row} ({name}, {part})</source>
        <translation>fila {row} ({name}, {part})</translation>
    </message>
    <message>
        <source>{where}: {why}</source>
        <translation>{where}: {why}</translation>
    </message>
    <message>
        <source>{where}: {type} is filled in by ODK Collect; the kiosk does not record it</source>
        <translation>{where}: {type} lo completa ODK Collect; el quiosco no lo registra</translation>
    </message>
    <message>
        <source>{where}: the calculation is not computed by the kiosk (a question whose logic uses it is not asked here)</source>
        <translation>{where}: el quiosco no hace el cálculo (una pregunta cuya lógica lo usa no se pregunta aquí)</translation>
    </message>
    <message>
        <source>{type} is not a question type ODK knows; check its spelling</source>
        <translation>{type} no es un tipo de pregunta que ODK conozca; revise cómo está escrito</translation>
    </message>
    <message>
        <source>a {type} question cannot be randomised; remove rr_design</source>
        <translation>una pregunta {type} no se puede aleatorizar; quite rr_design</translation>
    </message>
    <message>
        <source>{where}: {type} attaches a file of data to the form in ODK; the kiosk does not use it</source>
        <translation>{where}: {type} adjunta un archivo de datos al formulario en ODK; el quiosco no lo usa</translation>
    </message>
    <message>
        <source>a randomised question inside a {kind} would be asked again and again; move it out of the {kind} {name}</source>
        <translation>una pregunta aleatorizada dentro de un {kind} se haría una y otra vez; sáquela del {kind} {name}</translation>
    </message>
    <message>
        <source>a {kind} asks its questions again and again; the kiosk asks each question once (its answers are in their own sheet of an export)</source>
        <translation>un {kind} hace sus preguntas una y otra vez; el quiosco hace cada pregunta una sola vez (sus respuestas están en su propia hoja de una exportación)</translation>
    </message>
    <message>
        <source>{where}: required only when {condition}; the kiosk does not require it</source>
        <translation>{where}: obligatoria solo cuando {condition}; el quiosco no la exige</translation>
    </message>
    <message>
        <source>{reason}; a randomised question must be asked</source>
        <translation>{reason}; una pregunta aleatorizada debe formularse</translation>
    </message>
    <message>
        <source>{reason}; a randomised question needs them on the choices sheet</source>
        <translation>{reason}; una pregunta aleatorizada las necesita en la hoja choices</translation>
    </message>
    <message>
        <source>{where}: the default {value} is not filled in by the kiosk</source>
        <translation>{where}: el quiosco no completa el valor predeterminado {value}</translation>
    </message>
    <message>
        <source>a number in its design is too large</source>
        <translation>un número de su diseño es demasiado grande</translation>
    </message>
    <message>
        <source>{where}: the constraint is not checked by the kiosk (on a randomised question it would test the true answer)</source>
        <translation>{where}: el quiosco no comprueba la restricción (en una pregunta aleatorizada, comprobaría la respuesta verdadera)</translation>
    </message>
    <message>
        <source>{where}: the constraint {constraint} is not checked by the kiosk ({problems})</source>
        <translation>{where}: el quiosco no comprueba la restricción {constraint} ({problems})</translation>
    </message>
    <message>
        <source>A {type} question cannot be randomised; remove rr_design</source>
        <translation>Una pregunta {type} no se puede aleatorizar; quite rr_design</translation>
    </message>
    <message>
        <source>An integer question cannot be randomised; remove rr_design</source>
        <translation>Una pregunta integer no se puede aleatorizar; quite rr_design</translation>
    </message>
    <message>
        <source>A select_multiple question cannot be randomised; remove rr_design</source>
        <translation>Una pregunta select_multiple no se puede aleatorizar; quite rr_design</translation>
    </message>
    <message>
        <source>A randomised yes/no question needs a list with the choices yes and no</source>
        <translation>Una pregunta aleatorizada de sí/no necesita una lista con las opciones yes y no</translation>
    </message>
    <message>
        <source>The {design} design needs the column {columns}</source>
        <translation>El diseño {design} necesita la columna {columns}</translation>
    </message>
    <message>
        <source>A randomised multiple-choice question needs rr_epsilon</source>
        <translation>Una pregunta aleatorizada de opción múltiple necesita rr_epsilon</translation>
    </message>
    <message>
        <source>Unknown rr_design {design} (use warner, forced, unrelated, epsilon, auto, grr or oue, or leave it blank)</source>
        <translation>rr_design desconocido: {design} (use warner, forced, unrelated, epsilon, auto, grr u oue, o déjelo en blanco)</translation>
    </message>
    <message>
        <source>settings: {key} is not used by the kiosk ({why})</source>
        <translation>settings: el quiosco no usa {key} ({why})</translation>
    </message>
    <message>
        <source>dpgui_texts row {row}: unknown text {name} (known: {known})</source>
        <translation>fila {row} de dpgui_texts: texto desconocido {name} (conocidos: {known})</translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform_writer</name>
    <message>
        <source>asked directly: NOT protected (ODK and dpgui kiosk)</source>
        <translation>se pregunta directamente: NO protegida (ODK y quiosco de dpgui)</translation>
    </message>
    <message>
        <source>this device's electronic coin</source>
        <translation>la moneda electrónica de este dispositivo</translation>
    </message>
    <message>
        <source>the respondent's dice or cards</source>
        <translation>los dados o las cartas de la persona encuestada</translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: NOT AVAILABLE (no die or coin realises {design}, so the form hides it there and shows a warning in its place); dpgui kiosk: {kiosk}</source>
        <translation>ODK Collect/Kobo: NO DISPONIBLE (ningún dado ni moneda realiza {design}, así que el formulario la oculta allí y muestra una advertencia en su lugar); quiosco de dpgui: {kiosk}</translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: physical, the respondent's die or coins (see the label); dpgui kiosk: {kiosk}</source>
        <translation>ODK Collect/Kobo: físico, el dado o las monedas de la persona encuestada (vea la etiqueta); quiosco de dpgui: {kiosk}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>rows {rows} and {last}</source>
        <translation>filas {rows} y {last}</translation>
    </message>
    <message>
        <source>the die and coin steps in survey {rows} (write your own in the column {column})</source>
        <translation>los pasos con dado y moneda en la hoja survey, {rows} (escriba los suyos en la columna {column})</translation>
    </message>
    <message>
        <source>Yes and No in choices {rows} (write them in the sheet dpgui_texts, rows yes and no)</source>
        <translation>Sí y No en la hoja choices, {rows} (escríbalos en la hoja dpgui_texts, filas yes y no)</translation>
    </message>
    <message>
        <source>The {language} form shows some words in English, as dpgui has none in {language}: {places}. Translate them before using the form.</source>
        <translation>El formulario en {language} muestra algunos textos en inglés, porque dpgui no los tiene en {language}: {places}. Tradúzcalos antes de usar el formulario.</translation>
    </message>
</context>
<context>
    <name>store.ledger.anchor</name>
    <message>
        <source>Its integrity check failed</source>
        <translation>Falló su comprobación de integridad</translation>
    </message>
    <message>
        <source>Its write-ahead log could not be set up</source>
        <translation>No se pudo configurar su registro de escritura anticipada</translation>
    </message>
    <message>
        <source>this computer's record of dpgui spending ({path}) stayed busy in another dpgui for {seconds} s; close the other dpgui windows and try again.</source>
        <translation>el registro de gasto de dpgui de este equipo ({path}) siguió ocupado por otro dpgui durante {seconds} s; cierre las otras ventanas de dpgui e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>this computer's record of dpgui spending ({path}) is damaged ({problem}). dpgui will not spend from or change project files without it, because that could undo spending. Restore that file from a backup; only if there is none, move it aside, knowing that spending it recorded can then be counted again.</source>
        <translation>el registro de gasto de dpgui de este equipo ({path}) está dañado ({problem}). dpgui no gastará de los archivos de proyecto ni los cambiará sin él, porque eso podría deshacer gastos. Restaure ese archivo desde una copia de seguridad; solo si no hay ninguna, muévalo a otro lugar, sabiendo que entonces el gasto que registró podrá volver a contarse.</translation>
    </message>
    <message>
        <source>This computer's record of dpgui spending ({path}) has {links} names on this disk (hard links), which can corrupt it, so dpgui will not use it. Delete the other names.</source>
        <translation>El registro de gasto de dpgui de este equipo ({path}) tiene {links} nombres en este disco (vínculos físicos), lo que puede dañarlo, así que dpgui no lo usará. Elimine los otros nombres.</translation>
    </message>
</context>
<context>
    <name>store.ledger.book</name>
    <message>
        <source>{file}: {problem}; the budget record cannot be trusted</source>
        <translation>{file}: {problem}; no se puede confiar en el registro del presupuesto</translation>
    </message>
    <message>
        <source>{file} is shown as the file itself counts it (spending this computer recorded beyond the file is not counted, and the file's own is not yet recorded here: look again once the record can be used), because {problem}</source>
        <translation>{file} se muestra tal como lo cuenta el propio archivo (no se cuenta el gasto que este equipo registró aparte del archivo, y el del propio archivo todavía no se ha registrado aquí: vuelva a mirar cuando se pueda usar el registro), porque {problem}</translation>
    </message>
    <message>
        <source>This computer's record of dpgui spending is new, or was deleted, since {file} was last used here, so spending made here before then cannot be checked. If you have a backup of dpgui's folder ({folder}), restore it.</source>
        <translation>El registro de gasto de dpgui de este equipo es nuevo, o se eliminó, desde la última vez que se usó {file} aquí, así que no se puede comprobar el gasto hecho aquí antes de eso. Si tiene una copia de seguridad de la carpeta de dpgui ({folder}), restáurela.</translation>
    </message>
    <message>
        <source>{file} holds rows that are the same, or mostly the same, as those of a dataset in another project on this computer; what was spent on those people there counts here too.</source>
        <translation>{file} contiene filas iguales, o casi iguales, a las de un conjunto de datos de otro proyecto de este equipo; lo que se gastó allí en esas personas también cuenta aquí.</translation>
    </message>
    <message>
        <source>The budget of {name} in {file} is larger ({current}) than this computer last saw ({remembered}), with no record of the change here; the smaller total is kept.</source>
        <translation>El presupuesto de {name} en {file} es mayor ({current}) que el que este equipo vio por última vez ({remembered}), sin ningún registro del cambio aquí; se conserva el total menor.</translation>
    </message>
    <message>
        <source>A budget keeps its currency; give the new total in the same terms</source>
        <translation>Un presupuesto mantiene su unidad; indique el nuevo total en los mismos términos</translation>
    </message>
    <message>
        <source>the group of people</source>
        <translation>el grupo de personas</translation>
    </message>
    <message>
        <source>{name} holds the same, or mostly the same, rows as {other}; the same people cannot be given a second budget</source>
        <translation>{name} contiene las mismas filas, o casi las mismas, que {other}; no se puede dar un segundo presupuesto a las mismas personas</translation>
    </message>
    <message>
        <source>group of people</source>
        <translation>grupo de personas</translation>
    </message>
    <message>
        <source>the people in {name}</source>
        <translation>las personas de {name}</translation>
    </message>
    <message>
        <source>Charge {charge} was not made by this session; it cannot be completed here</source>
        <translation>El cargo {charge} no lo hizo esta sesión; no se puede completar aquí</translation>
    </message>
    <message>
        <source>Charge {charge} does not exist or has already ended</source>
        <translation>El cargo {charge} no existe o ya terminó</translation>
    </message>
    <message>
        <source>The declaration of {name} in {file} was changed outside dpgui; its budget record cannot be trusted</source>
        <translation>La declaración de {name} en {file} se cambió fuera de dpgui; no se puede confiar en su registro del presupuesto</translation>
    </message>
    <message>
        <source>There is no release {release}</source>
        <translation>No existe la publicación {release}</translation>
    </message>
    <message>
        <source>The release of ledger entry {number} was changed after it was written</source>
        <translation>La publicación de la entrada {number} del registro se cambió después de escribirse</translation>
    </message>
</context>
<context>
    <name>store.ledger.chosen_record</name>
    <message>
        <source>The record of spending was changed while this project was open (now: {record}); close the project and open it again, so that all its spending is counted in one record. Nothing was spent</source>
        <translation>El registro de gastos se cambió mientras este proyecto estaba abierto (ahora: {record}); cierre el proyecto y ábralo de nuevo, para que todo su gasto se cuente en un solo registro. No se gastó nada</translation>
    </message>
</context>
<context>
    <name>store.ledger.entries</name>
    <message>
        <source>spending this computer recorded that the file does not count yet (open it for changes to write it there)</source>
        <translation>gasto que este equipo registró y que el archivo todavía no cuenta (ábralo para hacer cambios y así escribirlo allí)</translation>
    </message>
    <message>
        <source>spending this computer recorded that the file did not count</source>
        <translation>gasto que este equipo registró y que el archivo no contaba</translation>
    </message>
</context>
<context>
    <name>store.ledger.journal</name>
    <message>
        <source>Journal event {event} was changed, removed or reordered after it was written</source>
        <translation>El evento {event} del diario se cambió, se eliminó o se reordenó después de escribirse</translation>
    </message>
    <message>
        <source>Journal event {event} puts a dataset in a population that does not exist</source>
        <translation>El evento {event} del diario pone un conjunto de datos en una población que no existe</translation>
    </message>
    <message>
        <source>Journal event {event} settles a charge that does not exist or was settled</source>
        <translation>El evento {event} del diario liquida un cargo que no existe o que ya se liquidó</translation>
    </message>
    <message>
        <source>Journal event {event} spends more than its charge</source>
        <translation>El evento {event} del diario gasta más que su cargo</translation>
    </message>
    <message>
        <source>everyone in this project</source>
        <translation>todas las personas de este proyecto</translation>
    </message>
</context>
<context>
    <name>store.ledger.journal_migration</name>
    <message>
        <source>Ledger entry {entry} was changed after it was written; the budget record cannot be trusted, so this file is not upgraded</source>
        <translation>La entrada {entry} del registro se cambió después de escribirse; no se puede confiar en el registro del presupuesto, así que este archivo no se actualiza</translation>
    </message>
    <message>
        <source>The release of ledger entry {entry} was changed after it was written</source>
        <translation>La publicación de la entrada {entry} del registro se cambió después de escribirse</translation>
    </message>
</context>
<context>
    <name>store.ledger.locks</name>
    <message>
        <source>another process</source>
        <translation>otro proceso</translation>
    </message>
    <message>
        <source>{name} is held by {holder}; try again in a moment</source>
        <translation>{holder} está usando {name}; inténtelo de nuevo en un momento</translation>
    </message>
    <message>
        <source>{name} is open for changes elsewhere ({holder}); close it there first.</source>
        <translation>{name} está abierto para cambios en otro lugar ({holder}); ciérrelo allí primero.</translation>
    </message>
    <message>
        <source>{name} has {links} names on this disk (hard links). Two names for one project file can corrupt it and let its budget be spent twice, so dpgui will not open it. Keep one name: delete the other links, or make a real copy with your file manager.</source>
        <translation>{name} tiene {links} nombres en este disco (vínculos físicos). Dos nombres para un mismo archivo de proyecto pueden dañarlo y permitir que su presupuesto se gaste dos veces, así que dpgui no lo abrirá. Conserve un solo nombre: elimine los otros vínculos o haga una copia real con su administrador de archivos.</translation>
    </message>
</context>
<context>
    <name>store.ledger.reconcile</name>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: it has been added to the budget spent.</source>
        <translation>{file} cuenta menos gasto en {name} que el registrado por este equipo ({cost} menos). Puede ser una copia anterior, una copia de seguridad restaurada o un archivo cuyo registro se recortó o se reescribió, o sus filas ya se usaron en otro proyecto de este equipo. La diferencia sigue contando: se sumó al presupuesto gastado.</translation>
    </message>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: this computer's record keeps it, and it is written into the file when the file is next opened for changes.</source>
        <translation>{file} cuenta menos gasto en {name} que el registrado por este equipo ({cost} menos). Puede ser una copia anterior, una copia de seguridad restaurada o un archivo cuyo registro se recortó o se reescribió, o sus filas ya se usaron en otro proyecto de este equipo. La diferencia sigue contando: el registro de este equipo la conserva y se escribirá en el archivo la próxima vez que se abra para hacer cambios.</translation>
    </message>
    <message>
        <source>{file} does not continue the ledger this computer last saw for this project (a copy that went its own way, or a ledger rewritten outside dpgui). No spending recorded here is missing from it.</source>
        <translation>{file} no continúa el registro que este equipo vio por última vez para este proyecto (una copia que siguió su propio camino, o un registro reescrito fuera de dpgui). No le falta ningún gasto registrado aquí.</translation>
    </message>
</context>
<context>
    <name>store.ledger.record_choice</name>
    <message>
        <source>The choice of record of spending ({path}) could not be read ({problem}); choose again with `dpgui record use`.</source>
        <translation>No se pudo leer la elección del registro de gasto ({path}) ({problem}); vuelva a elegir con `dpgui record use`.</translation>
    </message>
    <message>
        <source>The choice of record of spending ({path}) is not one dpgui wrote; choose again with `dpgui record use`.</source>
        <translation>La elección del registro de gasto ({path}) no la escribió dpgui; vuelva a elegir con `dpgui record use`.</translation>
    </message>
    <message>
        <source>A team's record of spending is named by a URL such as postgresql://curator@server.example.org/dpgui, not {url}.</source>
        <translation>El registro de gasto de un equipo se indica con una URL como postgresql://curator@server.example.org/dpgui, no {url}.</translation>
    </message>
    <message>
        <source>The URL of the team's record holds a password; dpgui keeps passwords out of URLs and settings. Give the URL without it, and keep the password in the system's keyring (the app's settings, or `dpgui record use --password`) or in ~/.pgpass.</source>
        <translation>La URL del registro del equipo contiene una contraseña; dpgui mantiene las contraseñas fuera de las URL y de los ajustes. Indique la URL sin ella y guarde la contraseña en el llavero del sistema (los ajustes de la aplicación, o `dpgui record use --password`) o en ~/.pgpass.</translation>
    </message>
    <message>
        <source>This computer's own record of spending ({path}).</source>
        <translation>El registro de gasto propio de este equipo ({path}).</translation>
    </message>
    <message>
        <source>The team's record of spending on the server {host}, database {database}, as {user}.</source>
        <translation>El registro de gasto del equipo de trabajo en el servidor {host}, base de datos {database}, como {user}.</translation>
    </message>
    <message>
        <source>(Set for this installation by {variable}.)</source>
        <translation>(Fijado para esta instalación por {variable}.)</translation>
    </message>
    <message>
        <source>The password could not be kept in this system's keyring ({problem}); keep it in ~/.pgpass instead.</source>
        <translation>No se pudo guardar la contraseña en el llavero de este sistema ({problem}); guárdela en ~/.pgpass.</translation>
    </message>
</context>
<context>
    <name>store.ledger.team_record</name>
    <message>
        <source>The team's record of spending at {host} could not be used ({problem}); nothing was spent.</source>
        <translation>No se pudo usar el registro de gasto del equipo de trabajo en {host} ({problem}); no se gastó nada.</translation>
    </message>
    <message>
        <source>The team's record of spending at {host} was lost while a change was being recorded ({problem}); if it was a charge, it may have been kept there, and then it counts when the project is next opened.</source>
        <translation>Se perdió el registro de gasto del equipo de trabajo en {host} mientras se guardaba un cambio ({problem}); si era un cargo, puede que se haya conservado allí, y entonces cuenta la próxima vez que se abra el proyecto.</translation>
    </message>
    <message>
        <source>This computer's record of spending ({path}) could not be read ({problem}); nothing was uploaded.</source>
        <translation>No se pudo leer el registro de gasto de este equipo ({path}) ({problem}); no se envió nada.</translation>
    </message>
</context>
<context>
    <name>store.links</name>
    <message>
        <source>The engine must be {engines}, not {engine}</source>
        <translation>El motor debe ser {engines}, no {engine}</translation>
    </message>
    <message>
        <source>A table is linked through Spark: choose --engine spark</source>
        <translation>Una tabla se vincula a través de Spark: elija --engine spark</translation>
    </message>
    <message>
        <source>There is no file or folder at {location}</source>
        <translation>No hay ningún archivo ni carpeta en {location}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{name}: link one Parquet file, one CSV file, or a folder of one of them (found {found})</source>
        <translation>{name}: vincule un archivo Parquet, un archivo CSV o una carpeta de uno de los dos tipos (se encontró: {found})</translation>
    </message>
    <message>
        <source>Spark cannot read the file {name} (a name holding ':' or beginning with '.' or '_'); rename it, or link it with DuckDB</source>
        <translation>Spark no puede leer el archivo {name} (un nombre que contiene ':' o empieza por '.' o '_'); cámbiele el nombre o vincúlelo con DuckDB</translation>
    </message>
</context>
<context>
    <name>store.project</name>
    <message>
        <source>{name}: this copy is on read-only media or write-protected, so nothing can be spent or changed here; its budget, history, exports and reports can still be seen. To spend, copy it to a disk you can write to.</source>
        <translation>{name}: esta copia está en un medio de solo lectura o protegido contra escritura, así que aquí no se puede gastar ni cambiar nada; aún se pueden ver su presupuesto, su historial, sus exportaciones y sus informes. Para gastar, cópiela a un disco en el que pueda escribir.</translation>
    </message>
    <message>
        <source>The rows of {name} are the same, or mostly the same, as those of {other}, so it shares that dataset's budget: the same people cannot be given a second budget.</source>
        <translation>Las filas de {name} son iguales, o casi iguales, a las de {other}, así que comparte el presupuesto de ese conjunto de datos: no se puede dar un segundo presupuesto a las mismas personas.</translation>
    </message>
    <message>
        <source>{name} cannot be opened here: its latest changes are still in {log} beside it, which can be read only where dpgui may write; copy both files to a disk you can write to and open the copy there</source>
        <translation>{name} no se puede abrir aquí: sus últimos cambios siguen en {log}, a su lado, que solo se puede leer donde dpgui puede escribir; copie ambos archivos a un disco en el que pueda escribir y abra allí la copia</translation>
    </message>
    <message>
        <source>{name} cannot be opened here: it can still be changed (by its owner, perhaps at this moment) but dpgui cannot write beside it, as SQLite needs in order to read it safely; copy it to a disk you can write to and open the copy there</source>
        <translation>{name} no se puede abrir aquí: todavía se puede cambiar (su propietario, quizá en este momento), pero dpgui no puede escribir a su lado, como necesita SQLite para leerlo de forma segura; cópielo a un disco en el que pueda escribir y abra allí la copia</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {problem}</source>
        <translation>{name} no se puede abrir: {problem}</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name or open it</source>
        <translation>{path} ya existe; elija otro nombre o ábralo</translation>
    </message>
    <message>
        <source>The privacy unit must be {add_remove} or {replace_one}</source>
        <translation>La unidad de privacidad debe ser {add_remove} o {replace_one}</translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation>El número máximo de filas por persona debe ser al menos 1</translation>
    </message>
    <message>
        <source>There is no project file at {path}</source>
        <translation>No hay ningún archivo de proyecto en {path}</translation>
    </message>
    <message>
        <source>{name} is not a dpgui project file</source>
        <translation>{name} no es un archivo de proyecto de dpgui</translation>
    </message>
    <message>
        <source>{name} was written by a newer dpgui (file version {version}); update dpgui to open it</source>
        <translation>{name} se escribió con una versión más reciente de dpgui (versión de archivo {version}); actualice dpgui para abrirlo</translation>
    </message>
    <message>
        <source>{name} was made by an older dpgui and needs an upgrade, which cannot be made on read-only media; copy it to a disk you can write to and open the copy</source>
        <translation>{name} se creó con una versión anterior de dpgui y necesita una actualización, que no se puede hacer en un medio de solo lectura; cópielo a un disco en el que pueda escribir y abra la copia</translation>
    </message>
    <message>
        <source>{name} needs an upgrade; open it once for changes</source>
        <translation>{name} necesita una actualización; ábralo una vez para hacer cambios</translation>
    </message>
    <message>
        <source>this project is open read-only; close the other window to make changes</source>
        <translation>este proyecto está abierto en modo de solo lectura; cierre la otra ventana para hacer cambios</translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read ({problem})</source>
        <translation>{name} está dañado y no se puede leer ({problem})</translation>
    </message>
    <message>
        <source>{name} failed its integrity check: {problem}</source>
        <translation>{name} no pasó su comprobación de integridad: {problem}</translation>
    </message>
    <message>
        <source>The project is busy in another process ({problem})</source>
        <translation>El proyecto está ocupado por otro proceso ({problem})</translation>
    </message>
    <message>
        <source>The disk is full, so nothing was saved; free some space and try again</source>
        <translation>El disco está lleno, así que no se guardó nada; libere espacio e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>The project file could not be written ({problem}); nothing was saved</source>
        <translation>No se pudo escribir el archivo de proyecto ({problem}); no se guardó nada</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>todavía ninguno</translation>
    </message>
    <message>
        <source>There is no dataset called {name} (datasets: {names})</source>
        <translation>No hay ningún conjunto de datos llamado {name} (conjuntos de datos: {names})</translation>
    </message>
    <message>
        <source>{source}, column {column}, rows {first}–{last}: {problem}</source>
        <translation>{source}, columna {column}, filas {first}–{last}: {problem}</translation>
    </message>
    <message>
        <source>saving</source>
        <translation>guardando</translation>
    </message>
    <message>
        <source>This is the bundled practice project, about made-up people; create a project of your own for real data</source>
        <translation>Este es el proyecto de práctica incluido, sobre personas ficticias; cree un proyecto propio para datos reales</translation>
    </message>
    <message>
        <source>The rows of {name} have changed and are now mostly those of {other}, which has a budget of its own; link them again as a new dataset. Nothing was spent</source>
        <translation>Las filas de {name} cambiaron y ahora son en su mayoría las de {other}, que tiene un presupuesto propio; vuelva a vincularlas como un conjunto de datos nuevo. No se gastó nada</translation>
    </message>
    <message>
        <source>A dataset called {name} already exists</source>
        <translation>Ya existe un conjunto de datos llamado {name}</translation>
    </message>
    <message>
        <source>The stored data of {name} (column {column}) was changed outside dpgui; it is not the data its budget was declared for</source>
        <translation>Los datos guardados de {name} (columna {column}) se cambiaron fuera de dpgui; no son los datos para los que se declaró su presupuesto</translation>
    </message>
</context>
<context>
    <name>store.safe_files</name>
    <message>
        <source>nothing was written</source>
        <translation>no se escribió nada</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>no se cambió nada</translation>
    </message>
    <message>
        <source>{problem}: {outcome}; {advice}</source>
        <translation>{problem}: {outcome}; {advice}</translation>
    </message>
    <message>
        <source>{problem}; {outcome}</source>
        <translation>{problem}; {outcome}</translation>
    </message>
    <message>
        <source>the disk holding {folder} is full</source>
        <translation>el disco que contiene {folder} está lleno</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>libere espacio e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>{folder} is not writable (permission denied)</source>
        <translation>no se puede escribir en {folder} (permiso denegado)</translation>
    </message>
    <message>
        <source>choose another folder</source>
        <translation>elija otra carpeta</translation>
    </message>
    <message>
        <source>the disk holding {folder} is read-only</source>
        <translation>el disco que contiene {folder} es de solo lectura</translation>
    </message>
    <message>
        <source>the disk holding {folder} reported an input/output error</source>
        <translation>el disco que contiene {folder} informó un error de entrada/salida</translation>
    </message>
    <message>
        <source>check the disk and try again</source>
        <translation>revise el disco e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>{file} in {folder}: {reason}</source>
        <translation>{file} en {folder}: {reason}</translation>
    </message>
    <message>
        <source>it is a device, a pipe, a socket or a folder, not a file, so it is left as it is</source>
        <translation>es un dispositivo, una canalización, un socket o una carpeta, no un archivo, así que se deja como está</translation>
    </message>
</context>
<context>
    <name>store.surveys</name>
    <message>
        <source>the survey</source>
        <translation>la encuesta</translation>
    </message>
    <message>
        <source>Version {version} of this survey already has responses, so its questions are locked; make a new version to change them</source>
        <translation>La versión {version} de esta encuesta ya tiene respuestas, así que sus preguntas están bloqueadas; cree una versión nueva para cambiarlas</translation>
    </message>
    <message>
        <source>A response must answer exactly the survey's questions (missing: {missing}, unknown: {unknown}); nothing was saved</source>
        <translation>Una respuesta debe responder exactamente a las preguntas de la encuesta (faltan: {missing}, desconocidas: {unknown}); no se guardó nada</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation>{path} ya existe; elija otro nombre</translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of another survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation>{file} se recopiló con la versión {version} de otra encuesta, que este proyecto no tiene exactamente; no se combinó nada. Combínelo en un proyecto creado a partir del mismo archivo de encuesta.</translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of this survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation>{file} se recopiló con la versión {version} de esta encuesta, que este proyecto no tiene exactamente; no se combinó nada. Combínelo en un proyecto creado a partir del mismo archivo de encuesta.</translation>
    </message>
</context>
<context>
    <name>ui.about</name>
    <message>
        <source>About dpgui</source>
        <translation>Acerca de dpgui</translation>
    </message>
    <message>
        <source>&lt;h2&gt;dpgui {version}&lt;/h2&gt;&lt;p&gt;Release statistics about sensitive data with differential privacy. dpgui is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;{qt_notice}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;dpgui {version}&lt;/h2&gt;&lt;p&gt;Publique estadísticas sobre datos sensibles con privacidad diferencial. dpgui es software libre con licencia MIT.&lt;/p&gt;&lt;p&gt;{qt_notice}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Packages shipped, with their licences</source>
        <translation>Paquetes incluidos, con sus licencias</translation>
    </message>
    <message>
        <source>{package} {version} — {licence}</source>
        <translation>{package} {version} — {licence}</translation>
    </message>
    <message>
        <source>see text</source>
        <translation>ver el texto</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texto de la licencia</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bundled software and its licences&lt;/b&gt;</source>
        <translation>&lt;b&gt;Software incluido y sus licencias&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ui.context</name>
    <message>
        <source>Declare schema</source>
        <translation>Declarar el esquema</translation>
    </message>
    <message>
        <source>Edit queries</source>
        <translation>Editar consultas</translation>
    </message>
</context>
<context>
    <name>ui.glossary</name>
    <message>
        <source>Privacy budget</source>
        <translation>Presupuesto de privacidad</translation>
    </message>
    <message>
        <source>How much may be learned about any one person from everything you release about a group of people. Each release uses part of it; when it is used up, nothing more can be released. dpgui keeps the account, and you cannot get spent budget back.</source>
        <translation>Cuánto se puede saber de una persona a partir de todo lo que usted publica sobre un grupo de personas. Cada publicación usa una parte; cuando se agota, ya no se puede publicar nada más. dpgui lleva la cuenta, y el presupuesto gastado no se puede recuperar.</translation>
    </message>
    <message>
        <source>ε (epsilon)</source>
        <translation>ε (épsilon)</translation>
    </message>
    <message>
        <source>The size of a privacy budget, or of the part one release uses. Smaller means more private and noisier numbers; 1 is a common total. Above about 5, an observer can learn a lot about a person.</source>
        <translation>El tamaño de un presupuesto de privacidad, o de la parte que usa una publicación. Cuanto más pequeño, más privacidad y más ruido en los números; 1 es un total habitual. Por encima de 5, aproximadamente, un observador puede saber mucho de una persona.</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Ruido</translation>
    </message>
    <message>
        <source>A small random amount added to each released number so that no one can tell whether a given person is in the data. It is why released numbers differ a little from the exact ones, and why each comes with a range.</source>
        <translation>Una pequeña cantidad aleatoria que se suma a cada número publicado para que nadie pueda saber si una persona concreta está en los datos. Por eso los números publicados difieren un poco de los exactos, y por eso cada uno viene con un intervalo.</translation>
    </message>
    <message>
        <source>Interval (range)</source>
        <translation>Intervalo (rango)</translation>
    </message>
    <message>
        <source>The low and high ends around a released number. "95% sure" means that in 95 of 100 releases made this way, the true value lies inside. A wide range means the number says little: do not publish it as if it were precise.</source>
        <translation>Los extremos inferior y superior alrededor de un número publicado. «Con un 95 % de seguridad» significa que, en 95 de cada 100 publicaciones hechas de este modo, el valor verdadero está dentro. Un intervalo amplio significa que el número dice poco: no lo publique como si fuera preciso.</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>Valores faltantes</translation>
    </message>
    <message>
        <source>Rows with no answer in a column. dpgui leaves them out unless you choose to count them as a value, which pulls averages toward that value; every result says which rule was used.</source>
        <translation>Filas sin respuesta en una columna. dpgui las deja fuera, salvo que usted decida contarlas como un valor, lo que acerca los promedios a ese valor; cada resultado indica qué regla se usó.</translation>
    </message>
    <message>
        <source>Randomized response</source>
        <translation>Respuesta aleatorizada</translation>
    </message>
    <message>
        <source>A way of asking a sensitive question: the respondent's device (or a coin or dice) sometimes replaces the true answer by a random one, by known rules. No single answer can be trusted, so it protects the respondent, yet the share of "yes" in the whole group can still be estimated.</source>
        <translation>Una forma de hacer una pregunta sensible: el dispositivo de la persona encuestada (o una moneda o un dado) a veces sustituye la respuesta verdadera por una aleatoria, según reglas conocidas. Ninguna respuesta individual es fiable, lo que protege a la persona encuestada, pero aun así se puede estimar la proporción de «sí» en todo el grupo.</translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation>Esquema declarado</translation>
    </message>
    <message>
        <source>What you tell dpgui about each column from the questionnaire or codebook: its type, its allowed answers, the smallest and largest values. It is public and must not be read off the data.</source>
        <translation>Lo que usted indica a dpgui sobre cada columna a partir del cuestionario o del libro de códigos: su tipo, sus respuestas permitidas, los valores mínimo y máximo. Es público y no debe obtenerse de los datos.</translation>
    </message>
    <message>
        <source>Query (question)</source>
        <translation>Consulta (pregunta)</translation>
    </message>
    <message>
        <source>One statistic you ask of the data: a count, a share, an average, a median or a table. You choose how much of the budget each one uses: more budget gives a narrower range. Planning queries costs nothing; only releasing them does.</source>
        <translation>Una estadística que usted pide a los datos: un recuento, una proporción, un promedio, una mediana o una tabla. Usted elige cuánto presupuesto usa cada una: más presupuesto da un intervalo más estrecho. Planificar consultas no cuesta nada; solo publicarlas cuesta.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Publicación</translation>
    </message>
    <message>
        <source>A query answered with noise added, and with its range. It is paid for from the budget once, when it is made, and kept in the project: looking at it again, exporting it or writing a report about it costs nothing more.</source>
        <translation>Una consulta respondida con ruido añadido y con su intervalo. Se paga con el presupuesto una sola vez, cuando se hace, y queda guardada en el proyecto: volver a verla, exportarla o redactar un informe sobre ella no cuesta nada más.</translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation>Muchas tablas a la vez</translation>
    </message>
    <message>
        <source>Several tables released together from one budget. dpgui measures a few of them with noise, one per round, and learns the rest from those measurements ("private multiplicative weights"), so that all the tables agree with one another. Their ranges are approximate; tables learned from the others have wider ones.</source>
        <translation>Varias tablas publicadas juntas con un mismo presupuesto. dpgui mide algunas con ruido, una por ronda, y aprende las demás a partir de esas mediciones («pesos multiplicativos privados»), de modo que todas las tablas concuerdan entre sí. Sus rangos son aproximados; las tablas aprendidas de las demás los tienen más amplios.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>One step of "many tables at once": the table the learned model answers worst is chosen and measured with noise, using a share of the budget. More rounds measure more tables, each with a smaller share and more noise.</source>
        <translation>Un paso de «muchas tablas a la vez»: se elige la tabla que el modelo aprendido responde peor y se mide con ruido, usando una parte del presupuesto. Más rondas miden más tablas, cada una con una parte menor y más ruido.</translation>
    </message>
    <message>
        <source>Words used in dpgui</source>
        <translation>Términos usados en dpgui</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
</context>
<context>
    <name>ui.kiosk</name>
    <message>
        <source>{title} — kiosk</source>
        <translation>{title} — quiosco</translation>
    </message>
    <message>
        <source>{count} response in this project · Esc: enumerator</source>
        <translation>{count} respuesta en este proyecto · Esc: encuestador</translation>
    </message>
    <message>
        <source>{count} responses in this project · Esc: enumerator</source>
        <translation>{count} respuestas en este proyecto · Esc: encuestador</translation>
    </message>
    <message>
        <source>PIN to leave the kiosk:</source>
        <translation>PIN para salir del quiosco:</translation>
    </message>
    <message>
        <source>Enumerator</source>
        <translation>Encuestador</translation>
    </message>
    <message>
        <source>That PIN is not right. Try again (Cancel goes back to the survey):</source>
        <translation>Ese PIN no es correcto. Inténtelo de nuevo (Cancelar vuelve a la encuesta):</translation>
    </message>
</context>
<context>
    <name>ui.link_dialog</name>
    <message>
        <source>Link a large file</source>
        <translation>Vincular un archivo grande</translation>
    </message>
    <message>
        <source>Parquet or CSV (*.parquet *.pq *.csv)</source>
        <translation>Parquet o CSV (*.parquet *.pq *.csv)</translation>
    </message>
    <message>
        <source>Its declared schema (required)</source>
        <translation>Su esquema declarado (obligatorio)</translation>
    </message>
    <message>
        <source>Schema (*.json)</source>
        <translation>Esquema (*.json)</translation>
    </message>
    <message>
        <source>Dataset name:</source>
        <translation>Nombre del conjunto de datos:</translation>
    </message>
    <message>
        <source>Linking {file}…</source>
        <translation>Vinculando {file}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Linking failed</source>
        <translation>Error al vincular</translation>
    </message>
    <message>
        <source>{reason}

The project was not changed.</source>
        <translation>{reason}

El proyecto no se modificó.</translation>
    </message>
</context>
<context>
    <name>ui.main_window</name>
    <message>
        <source>Open the e&amp;xample</source>
        <translation>Abrir el e&amp;jemplo</translation>
    </message>
    <message>
        <source>Write a re&amp;port…</source>
        <translation>Redactar un in&amp;forme…</translation>
    </message>
    <message>
        <source>&amp;Help for this page</source>
        <translation>&amp;Ayuda sobre esta página</translation>
    </message>
    <message>
        <source>What does ε &amp;mean?</source>
        <translation>¿Qué &amp;significa ε?</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>No se puede abrir el ejemplo</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>{name}: {note}.</source>
        <translation>{name}: {note}.</translation>
    </message>
    <message>
        <source>Imported, with a note</source>
        <translation>Importado, con una nota</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Error al importar</translation>
    </message>
    <message>
        <source>{problem}

The project was not changed.</source>
        <translation>{problem}

El proyecto no se modificó.</translation>
    </message>
    <message>
        <source>Import cancelled; the project was not changed.</source>
        <translation>Importación cancelada; el proyecto no se modificó.</translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation>¿Qué significa ε?</translation>
    </message>
    <message>
        <source>Open or create a project first.</source>
        <translation>Primero abra o cree un proyecto.</translation>
    </message>
    <message>
        <source>This is the practice project, about made-up people: create a project of your own (File › New project…) to import real data.</source>
        <translation>Este es el proyecto de práctica, sobre personas ficticias: cree su propio proyecto (Archivo › Nuevo proyecto…) para importar datos reales.</translation>
    </message>
    <message>
        <source>{name} (read-only) — dpgui</source>
        <translation>{name} (solo lectura) — dpgui</translation>
    </message>
    <message>
        <source>{name} — dpgui</source>
        <translation>{name} — dpgui</translation>
    </message>
    <message>
        <source>Help for the {page} page</source>
        <translation>Ayuda de la página {page}</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>Encuesta</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Consultas</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>dpgui projects</source>
        <translation>Proyectos de dpgui</translation>
    </message>
    <message>
        <source>Mechanism inspector</source>
        <translation>Inspector de mecanismos</translation>
    </message>
    <message>
        <source>Releases</source>
        <translation>Publicaciones</translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>Estimaciones de la encuesta</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>&amp;Nuevo proyecto…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Proyectos &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Import data…</source>
        <translation>&amp;Importar datos…</translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation>&amp;Exportar resultados…</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>&amp;Cerrar proyecto</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Mechanism &amp;inspector and audit…</source>
        <translation>&amp;Inspector de mecanismos y auditoría…</translation>
    </message>
    <message>
        <source>E&amp;xact ε of the shown above-threshold release…</source>
        <translation>ε e&amp;xacto de la publicación por encima del umbral mostrada…</translation>
    </message>
    <message>
        <source>Team &amp;record of spending…</source>
        <translation>&amp;Registro de gasto del equipo de trabajo…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Words used in dpgui…</source>
        <translation>&amp;Términos usados en dpgui…</translation>
    </message>
    <message>
        <source>&amp;About dpgui</source>
        <translation>A&amp;cerca de dpgui</translation>
    </message>
    <message>
        <source>Leave the kiosk first: a respondent may be answering.</source>
        <translation>Salga primero del quiosco: una persona encuestada puede estar respondiendo.</translation>
    </message>
    <message>
        <source>Wait until the work under way has finished, then change the language.</source>
        <translation>Espere a que termine el trabajo en curso y luego cambie el idioma.</translation>
    </message>
    <message>
        <source>Language not changed yet</source>
        <translation>El idioma aún no ha cambiado</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Import a data file into this project</source>
        <translation>Importar un archivo de datos a este proyecto</translation>
    </message>
    <message>
        <source>About this project file</source>
        <translation>Acerca de este archivo de proyecto</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>Privacy budget</source>
        <translation>Presupuesto de privacidad</translation>
    </message>
    <message>
        <source>Total ε for each dataset in this project
(smaller is more private; 1 is a common choice):</source>
        <translation>ε total para cada conjunto de datos de este proyecto
(cuanto menor, más privado; 1 es una elección habitual):</translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation>No se puede crear el proyecto</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>Abrir un proyecto</translation>
    </message>
    <message>
        <source>Project in use</source>
        <translation>Proyecto en uso</translation>
    </message>
    <message>
        <source>{problem}

Open it read-only?</source>
        <translation>{problem}

¿Abrirlo en modo de solo lectura?</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>No se puede abrir el proyecto</translation>
    </message>
    <message>
        <source>Others can read this project</source>
        <translation>Otras personas pueden leer este proyecto</translation>
    </message>
    <message>
        <source>Other users of this computer can read {name}, which holds raw data.</source>
        <translation>Otros usuarios de este equipo pueden leer {name}, que contiene datos sin procesar.</translation>
    </message>
    <message>
        <source>Make it private</source>
        <translation>Hacerlo privado</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Dejarlo así</translation>
    </message>
    <message>
        <source>Cannot change who can read the project</source>
        <translation>No se puede cambiar quién puede leer el proyecto</translation>
    </message>
    <message>
        <source>Opening the example…</source>
        <translation>Abriendo el ejemplo…</translation>
    </message>
</context>
<context>
    <name>ui.pages.above_threshold_parts</name>
    <message>
        <source>the categories of one column</source>
        <translation>las categorías de una columna</translation>
    </message>
    <message>
        <source>the cells of a two-way table</source>
        <translation>las celdas de una tabla cruzada</translation>
    </message>
    <message>
        <source>a list of filters I name</source>
        <translation>una lista de filtros que nombro</translation>
    </message>
    <message>
        <source>Name of filter {number}</source>
        <translation>Nombre del filtro {number}</translation>
    </message>
    <message>
        <source>name, e.g. young men</source>
        <translation>nombre, p. ej. hombres jóvenes</translation>
    </message>
    <message>
        <source>Candidates are</source>
        <translation>Los candidatos son</translation>
    </message>
    <message>
        <source>Add a filter</source>
        <translation>Añadir un filtro</translation>
    </message>
    <message>
        <source>The line: a count</source>
        <translation>El umbral: un recuento</translation>
    </message>
    <message>
        <source>Stop after this many above</source>
        <translation>Parar tras este número por encima</translation>
    </message>
    <message>
        <source>Order to examine them in</source>
        <translation>Orden en que examinarlos</translation>
    </message>
    <message>
        <source>as declared</source>
        <translation>el declarado</translation>
    </message>
    <message>
        <source>in the order I set below</source>
        <translation>en el orden que fijo abajo</translation>
    </message>
    <message>
        <source>Candidates in the order examined</source>
        <translation>Candidatos en el orden examinado</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected candidate</source>
        <translation>Ctrl+Arriba y Ctrl+Abajo mueven el candidato elegido</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the selected candidate up</source>
        <translation>Subir el candidato elegido</translation>
    </message>
    <message>
        <source>Move the selected candidate down</source>
        <translation>Bajar el candidato elegido</translation>
    </message>
    <message>
        <source>Less noise: counts only grow when a person is added</source>
        <translation>Menos ruido: los recuentos solo crecen al añadir a una persona</translation>
    </message>
    <message>
        <source>True of counts when the privacy unit is add-remove: adding a person never lowers any count, so half the noise protects them</source>
        <translation>Cierto de los recuentos cuando la unidad de privacidad es añadir-quitar: añadir a una persona nunca baja ningún recuento, así que la mitad del ruido la protege</translation>
    </message>
    <message>
        <source>Share of ε for the counts of those above</source>
        <translation>Parte de ε para los recuentos de los que están por encima</translation>
    </message>
    <message>
        <source>no counts</source>
        <translation>sin recuentos</translation>
    </message>
    <message>
        <source>It pays for the few above the line, not for every cell: the ones below cost nothing more. It stops after the number above you set.</source>
        <translation>Se paga por los pocos por encima del umbral, no por cada celda: los de abajo no cuestan nada más. Se detiene tras el número por encima que fije.</translation>
    </message>
    <message>
        <source>Candidates are:</source>
        <translation>Los candidatos son:</translation>
    </message>
    <message>
        <source>The line (a count):</source>
        <translation>El umbral (un recuento):</translation>
    </message>
    <message>
        <source>Stop after this many above:</source>
        <translation>Parar tras este número por encima:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Orden:</translation>
    </message>
    <message>
        <source>Also give counts for those above, using:</source>
        <translation>Dar también los recuentos de los que están por encima, con:</translation>
    </message>
</context>
<context>
    <name>ui.pages.add_query</name>
    <message>
        <source>Type the ± you want as a number, such as 10</source>
        <translation>Escriba el ± que desea como número, por ejemplo 10</translation>
    </message>
    <message>
        <source>Accuracy to aim for (±)</source>
        <translation>Precisión buscada (±)</translation>
    </message>
    <message>
        <source>e.g. 10</source>
        <translation>p. ej. 10</translation>
    </message>
    <message>
        <source>Find ε</source>
        <translation>Buscar ε</translation>
    </message>
    <message>
        <source>Automatic: a tree of tables chosen and measured one by one, one per column; a number: private multiplicative weights in that many rounds</source>
        <translation>Automático: un árbol de tablas elegidas y medidas una a una, una por columna; un número: pesos multiplicativos privados en ese número de rondas</translation>
    </message>
    <message>
        <source>Privacy level ε of this query</source>
        <translation>Nivel de privacidad ε de esta consulta</translation>
    </message>
    <message>
        <source>at {confidence}</source>
        <translation>al {confidence}</translation>
    </message>
    <message>
        <source>Privacy level of this query</source>
        <translation>Nivel de privacidad de esta consulta</translation>
    </message>
    <message>
        <source>ε:</source>
        <translation>ε:</translation>
    </message>
    <message>
        <source>Histogram of a column</source>
        <translation>Histograma de una columna</translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation>Recuento de filas</translation>
    </message>
    <message>
        <source>Two-way table</source>
        <translation>Tabla de doble entrada</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Median or other quantile</source>
        <translation>Mediana u otro cuantil</translation>
    </message>
    <message>
        <source>Most common category</source>
        <translation>Categoría más frecuente</translation>
    </message>
    <message>
        <source>Many tables at once (k-way tables)</source>
        <translation>Varias tablas a la vez (tablas de k variables)</translation>
    </message>
    <message>
        <source>Which are above a line?</source>
        <translation>¿Cuáles superan un umbral?</translation>
    </message>
    <message>
        <source>is</source>
        <translation>es</translation>
    </message>
    <message>
        <source>is one of (comma-separated)</source>
        <translation>es uno de (separados por comas)</translation>
    </message>
    <message>
        <source>is between (low, high)</source>
        <translation>está entre (mín., máx.)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>A range needs two numbers: low, high</source>
        <translation>Un intervalo necesita dos números: mín., máx.</translation>
    </message>
    <message>
        <source>Add a query</source>
        <translation>Añadir una consulta</translation>
    </message>
    <message>
        <source>Columns to release together</source>
        <translation>Columnas que se publican juntas</translation>
    </message>
    <message>
        <source>Tick the categorical columns whose tables you want</source>
        <translation>Marque las columnas categóricas cuyas tablas desea</translation>
    </message>
    <message>
        <source>Tables to learn</source>
        <translation>Tablas que aprender</translation>
    </message>
    <message>
        <source>Untick the tables you do not need: the budget then goes to the ones you do</source>
        <translation>Desmarque las tablas que no necesita: el presupuesto irá a las que sí necesita</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>all conditions hold</source>
        <translation>todas las condiciones</translation>
    </message>
    <message>
        <source>any condition holds</source>
        <translation>alguna condición</translation>
    </message>
    <message>
        <source>Add a condition (optional)</source>
        <translation>Añadir una condición (opcional)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>Columna:</translation>
    </message>
    <message>
        <source>Second column:</source>
        <translation>Segunda columna:</translation>
    </message>
    <message>
        <source>Quantile (0.5 = median):</source>
        <translation>Cuantil (0,5 = mediana):</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Columnas:</translation>
    </message>
    <message>
        <source>Tables of k columns:</source>
        <translation>Tablas de k columnas:</translation>
    </message>
    <message>
        <source>Tables wanted:</source>
        <translation>Tablas deseadas:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondas:</translation>
    </message>
    <message>
        <source>Only rows where:</source>
        <translation>Solo las filas donde:</translation>
    </message>
    <message>
        <source>Only declared columns are listed; identifiers are never released.</source>
        <translation>Solo se listan las columnas declaradas; los identificadores nunca se publican.</translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation>O buscar una precisión:</translation>
    </message>
    <message>
        <source>The accuracy shows once the query is complete: {reason}</source>
        <translation>La precisión se muestra cuando la consulta está completa: {reason}</translation>
    </message>
    <message>
        <source>How accurate these tables are is only known after they are released: they are learned together, and each table's error is shown with it.</source>
        <translation>La precisión de estas tablas solo se conoce después de publicarlas: se aprenden juntas y el error de cada tabla se muestra con ella.</translation>
    </message>
    <message>
        <source>Expected accuracy: {accuracy}</source>
        <translation>Precisión esperada: {accuracy}</translation>
    </message>
    <message>
        <source>Aiming needs an accuracy known before the release; this query's is not</source>
        <translation>Buscar una precisión requiere conocerla antes de publicar; la de esta consulta no se conoce</translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above.</source>
        <translation>Coste: ε = {epsilon} en total, sean cuantos sean los que están por encima.</translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above ({comparisons} to compare, {counts} for the counts of those above).</source>
        <translation>Coste: ε = {epsilon} en total, sean cuantos sean los que están por encima ({comparisons} para comparar, {counts} para los recuentos de los que están por encima).</translation>
    </message>
    <message>
        <source>Uncertainty: ± {w} around the line: a count {w} or more below it is rarely reported above ({rare} of the time at most), one {w} or more above it usually is ({usual} at least).</source>
        <translation>Incertidumbre: ± {w} alrededor del umbral: un recuento {w} o más por debajo rara vez se declara por encima (como mucho el {rare} de las veces), uno {w} o más por encima casi siempre (al menos el {usual}).</translation>
    </message>
    <message>
        <source>Tick at least one table</source>
        <translation>Marque al menos una tabla</translation>
    </message>
    <message>
        <source>⚠ What was typed in the ε box is not a number from {low} to {high}, so the box is back at ε = {epsilon}. Press OK to add the query with it, or type another.</source>
        <translation>⚠ Lo escrito en la casilla ε no es un número entre {low} y {high}, así que la casilla volvió a ε = {epsilon}. Pulse Aceptar para añadir la consulta con ese valor, o escriba otro.</translation>
    </message>
</context>
<context>
    <name>ui.pages.budget</name>
    <message>
        <source>Give this dataset its own budget…</source>
        <translation>Dar a este conjunto de datos su propio presupuesto…</translation>
    </message>
    <message>
        <source>Only if this dataset is about people that none of the other datasets cover</source>
        <translation>Solo si este conjunto de datos trata de personas que ningún otro conjunto de datos cubre</translation>
    </message>
    <message>
        <source>Ledger: every charge</source>
        <translation>Registro: todos los gastos</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Hora (UTC)</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation>¿Qué significa ε?</translation>
    </message>
    <message>
        <source>Details: the chart of what an observer can tell, and the ledger's hash</source>
        <translation>Detalles: el gráfico de lo que un observador puede deducir y el hash del registro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ledger&lt;/b&gt; — every charge, in order; it can only grow, and its hash chain shows any tampering</source>
        <translation>&lt;b&gt;Registro&lt;/b&gt; — todos los gastos, en orden; solo puede crecer, y su cadena de hashes revela cualquier manipulación</translation>
    </message>
    <message>
        <source>No dataset yet.</source>
        <translation>Aún no hay conjuntos de datos.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Budget of {people}: ε {spent} spent of {total} — {left} left ({percent}% used)&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Presupuesto de {people}: ε {spent} gastado de {total} — quedan {left} ({percent} % usado)&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Shared by every dataset about these people: {datasets}. A release from any of them spends from this one budget.</source>
        <translation>Compartido por todos los conjuntos de datos sobre estas personas: {datasets}. Cualquier publicación de ellos gasta de este único presupuesto.</translation>
    </message>
    <message>
        <source>Only {dataset} uses this budget. If you import another table about the same people, it will share it.</source>
        <translation>Solo {dataset} usa este presupuesto. Si importa otra tabla sobre las mismas personas, lo compartirá.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;The budget is used up.&lt;/b&gt; Every further release about these people is refused, because each one would reveal more about them. Past releases can still be viewed and exported at no cost.</source>
        <translation>⚠ &lt;b&gt;El presupuesto se ha agotado.&lt;/b&gt; Se rechaza toda nueva publicación sobre estas personas, porque cada una revelaría más sobre ellas. Las publicaciones anteriores aún pueden verse y exportarse sin costo.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;{percent}% of the budget is spent.&lt;/b&gt; Keep the rest for the statistics that matter most.</source>
        <translation>⚠ &lt;b&gt;Se ha gastado el {percent} % del presupuesto.&lt;/b&gt; Reserve el resto para las estadísticas más importantes.</translation>
    </message>
    <message>
        <source>carried into this file: {reason}</source>
        <translation>trasladado a este archivo: {reason}</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>contado</translation>
    </message>
    <message>
        <source>Total: what the budget counts as spent</source>
        <translation>Total: lo que el presupuesto cuenta como gastado</translation>
    </message>
    <message>
        <source>every line above, added up</source>
        <translation>suma de todas las líneas anteriores</translation>
    </message>
    <message>
        <source>Ledger verified; head of the hash chain {head}…</source>
        <translation>Registro verificado; cabeza de la cadena de hashes {head}…</translation>
    </message>
    <message>
        <source>A budget of its own</source>
        <translation>Un presupuesto propio</translation>
    </message>
    <message>
        <source>Only do this if {dataset} is about people that none of the other datasets in this project cover.
What was already spent on it still counts against its new budget.

Total ε for its people:</source>
        <translation>Haga esto solo si {dataset} trata de personas que ningún otro conjunto de datos de este proyecto cubre.
Lo ya gastado en él sigue contando en su nuevo presupuesto.

ε total para sus personas:</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <source>{outcome} (release missing: still counted)</source>
        <translation>{outcome} (falta la publicación: el costo sigue contando)</translation>
    </message>
</context>
<context>
    <name>ui.pages.data</name>
    <message>
        <source>⚠ &lt;b&gt;Some lines were proposed from the private data&lt;/b&gt; (highlighted). Check each against the questionnaire or codebook and tick it in the Check column; releases are refused until every proposed line is ticked. Bounds are never proposed: type them.</source>
        <translation>⚠ &lt;b&gt;Algunas líneas se propusieron a partir de los datos privados&lt;/b&gt; (resaltadas). Compruebe cada una con el cuestionario o el libro de códigos y márquela en la columna Revisado; las publicaciones se rechazan hasta que todas las líneas propuestas estén marcadas. Los límites nunca se proponen: escríbalos.</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <source>Import data…</source>
        <translation>Importar datos…</translation>
    </message>
    <message>
        <source>Link a large file…</source>
        <translation>Vincular un archivo grande…</translation>
    </message>
    <message>
        <source>Parquet or CSV that stays where it is: DuckDB computes only the aggregates each release needs. Needs a declared schema file.</source>
        <translation>Parquet o CSV que se queda donde está: DuckDB calcula solo los agregados que necesita cada publicación. Requiere un archivo de esquema declarado.</translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation>Proponer según los datos…</translation>
    </message>
    <message>
        <source>Reads the private data to suggest types and category lists (never bounds); each proposed line is highlighted until you confirm it.</source>
        <translation>Lee los datos privados para sugerir tipos y listas de categorías (nunca límites); cada línea propuesta queda resaltada hasta que la confirme.</translation>
    </message>
    <message>
        <source>Column that identifies people</source>
        <translation>Columna que identifica a las personas</translation>
    </message>
    <message>
        <source>The identifier column that says whose row it is. With it, dpgui keeps at most the number of rows you give per person (chosen at random) before counting anything.</source>
        <translation>La columna de identificador que indica de quién es cada fila. Con ella, dpgui conserva como máximo el número de filas indicado por persona (elegidas al azar) antes de contar nada.</translation>
    </message>
    <message>
        <source>Most rows kept per person</source>
        <translation>Máximo de filas conservadas por persona</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Conjunto de datos:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared schema&lt;/b&gt; — public metadata; every change is saved at once (Edit ▸ Undo to go back).</source>
        <translation>&lt;b&gt;Esquema declarado&lt;/b&gt; — metadatos públicos; cada cambio se guarda al instante (Edición ▸ Deshacer para volver atrás).</translation>
    </message>
    <message>
        <source>Whose rows:</source>
        <translation>Filas de quién:</translation>
    </message>
    <message>
        <source>count at most</source>
        <translation>contar como máximo</translation>
    </message>
    <message>
        <source>rows of each person</source>
        <translation>filas de cada persona</translation>
    </message>
    <message>
        <source>No data yet. Use &lt;b&gt;Import data…&lt;/b&gt; or drag a file onto the window.</source>
        <translation>Aún no hay datos. Use &lt;b&gt;Importar datos…&lt;/b&gt; o arrastre un archivo a la ventana.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{dataset}&lt;/b&gt;: {origin}. {budget}</source>
        <translation>&lt;b&gt;{dataset}&lt;/b&gt;: {origin}. {budget}</translation>
    </message>
    <message>
        <source>one row per person (assumed, not checked)</source>
        <translation>una fila por persona (supuesto, no comprobado)</translation>
    </message>
    <message>
        <source>the person is identified by {column}</source>
        <translation>la persona se identifica por {column}</translation>
    </message>
    <message>
        <source>Not saved yet: {reason}</source>
        <translation>Aún no guardado: {reason}</translation>
    </message>
    <message>
        <source>Edit schema</source>
        <translation>Editar esquema</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>No guardado: {reason}</translation>
    </message>
    <message>
        <source>Reading the data to propose declarations…</source>
        <translation>Leyendo los datos para proponer declaraciones…</translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, imported {date} from {source}</source>
        <translation>{rows} filas × {columns} columnas, importado el {date} desde {source}</translation>
    </message>
    <message>
        <source>{columns} columns, linked {date} to {source} ({format}, aggregated by {engine}; the rows stay there)</source>
        <translation>{columns} columnas, vinculado el {date} a {source} ({format}, agregado por {engine}; las filas se quedan allí)</translation>
    </message>
    <message>
        <source>{linked} — &lt;b&gt;its files have changed since they were linked&lt;/b&gt;; releases use them as they are now</source>
        <translation>{linked} — &lt;b&gt;sus archivos han cambiado desde que se vincularon&lt;/b&gt;; las publicaciones los usan tal como están ahora</translation>
    </message>
    <message>
        <source>Budget of {people}: {total}, shared with {datasets}; {remaining} left.</source>
        <translation>Presupuesto de {people}: {total}, compartido con {datasets}; quedan {remaining}.</translation>
    </message>
    <message>
        <source>Budget of {people}: {total}; {remaining} left.</source>
        <translation>Presupuesto de {people}: {total}; quedan {remaining}.</translation>
    </message>
</context>
<context>
    <name>ui.pages.import_wizard</name>
    <message>
        <source>Data files ({patterns})</source>
        <translation>Archivos de datos ({patterns})</translation>
    </message>
    <message>
        <source>1. Choose a data file</source>
        <translation>1. Elegir un archivo de datos</translation>
    </message>
    <message>
        <source>CSV or TSV, Excel (.xlsx), Parquet, Stata (.dta) or SPSS (.sav). ODK and KoboToolbox CSV exports are read too.</source>
        <translation>CSV o TSV, Excel (.xlsx), Parquet, Stata (.dta) o SPSS (.sav). También se leen las exportaciones CSV de ODK y KoboToolbox.</translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation>el archivo que se importará</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>a short name for this dataset</source>
        <translation>un nombre corto para este conjunto de datos</translation>
    </message>
    <message>
        <source>This is an ODK / KoboToolbox export (strip group prefixes such as household/)</source>
        <translation>Es una exportación de ODK / KoboToolbox (quitar prefijos de grupo como household/)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>Dataset na&amp;me:</source>
        <translation>&amp;Nombre del conjunto de datos:</translation>
    </message>
    <message>
        <source>Choose a data file</source>
        <translation>Elegir un archivo de datos</translation>
    </message>
    <message>
        <source>2. Check the file (private preview)</source>
        <translation>2. Revisar el archivo (vista previa privada)</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;Private preview, shown only to you.&lt;/b&gt; These rows are the confidential data: they are never released, exported or shown in results.</source>
        <translation>⚠ &lt;b&gt;Vista previa privada, visible solo para usted.&lt;/b&gt; Estas filas son los datos confidenciales: nunca se publican, exportan ni muestran en los resultados.</translation>
    </message>
    <message>
        <source>The file's first rows</source>
        <translation>Primeras filas del archivo</translation>
    </message>
    <message>
        <source>⚠ This file cannot be imported: {reason}</source>
        <translation>⚠ Este archivo no se puede importar: {reason}</translation>
    </message>
    <message>
        <source>3. Declare each column (public metadata)</source>
        <translation>3. Declarar cada columna (metadatos públicos)</translation>
    </message>
    <message>
        <source>Type the categories and bounds you know from the questionnaire or codebook. They are public: never read them off the data. Columns left 'not released' stay private.</source>
        <translation>Escriba las categorías y los límites que conoce por el cuestionario o el libro de códigos. Son públicos: nunca los tome de los datos. Las columnas que queden como «no publicada» se mantienen privadas.</translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation>Proponer según los datos…</translation>
    </message>
    <message>
        <source>Suggest types and category lists from the file (never bounds). This reads the private data: each proposed line is highlighted until you confirm it.</source>
        <translation>Sugiere tipos y listas de categorías a partir del archivo (nunca límites). Esto lee los datos privados: cada línea propuesta queda resaltada hasta que la confirme.</translation>
    </message>
    <message>
        <source>Import data</source>
        <translation>Importar datos</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
</context>
<context>
    <name>ui.pages.inspector</name>
    <message>
        <source>trait</source>
        <translation>rasgo</translation>
    </message>
    <message>
        <source>no trait</source>
        <translation>sin el rasgo</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Your own matrix</source>
        <translation>Su propia matriz</translation>
    </message>
    <message>
        <source>Above-threshold online model (seed 003)</source>
        <translation>Modelo en línea «por encima del umbral» (seed 003)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
    <message>
        <source>query shifts</source>
        <translation>desplazamientos de consulta</translation>
    </message>
    <message>
        <source>Survey mechanism (a fair coin)</source>
        <translation>Mecanismo de encuesta (una moneda equilibrada)</translation>
    </message>
    <message>
        <source>Warner randomized response</source>
        <translation>Respuesta aleatorizada de Warner</translation>
    </message>
    <message>
        <source>Forced response</source>
        <translation>Respuesta forzada</translation>
    </message>
    <message>
        <source>Truncated α-geometric on {0..n}</source>
        <translation>α-geométrico truncado en {0..n}</translation>
    </message>
    <message>
        <source>Generalised RR (k options, ε)</source>
        <translation>RR generalizada (k opciones, ε)</translation>
    </message>
    <message>
        <source>adjacent rows</source>
        <translation>filas adyacentes</translation>
    </message>
    <message>
        <source>all pairs</source>
        <translation>todos los pares</translation>
    </message>
    <message>
        <source>these pairs</source>
        <translation>estos pares</translation>
    </message>
    <message>
        <source>Your matrix: the chance of each answer for each input</source>
        <translation>Su matriz: la probabilidad de cada respuesta para cada entrada</translation>
    </message>
    <message>
        <source>Load a matrix from CSV…</source>
        <translation>Cargar una matriz desde CSV…</translation>
    </message>
    <message>
        <source>Neighbouring inputs</source>
        <translation>Entradas vecinas</translation>
    </message>
    <message>
        <source>e.g. 0-1, 2-3 (input labels)</source>
        <translation>p. ej. 0-1, 2-3 (etiquetas de entrada)</translation>
    </message>
    <message>
        <source>Compose this many independent runs of the mechanism</source>
        <translation>Componer este número de ejecuciones independientes del mecanismo</translation>
    </message>
    <message>
        <source>With several runs: the joint output, or one run's output alone</source>
        <translation>Con varias ejecuciones: la salida conjunta o la salida de una sola ejecución</translation>
    </message>
    <message>
        <source>Claimed ε</source>
        <translation>ε declarado</translation>
    </message>
    <message>
        <source>Claimed δ</source>
        <translation>δ declarado</translation>
    </message>
    <message>
        <source>Check the claim</source>
        <translation>Comprobar la afirmación</translation>
    </message>
    <message>
        <source>The mechanism's matrix</source>
        <translation>La matriz del mecanismo</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Matriz</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>Markov chain</source>
        <translation>Cadena de Markov</translation>
    </message>
    <message>
        <source>δ(ε) curve</source>
        <translation>Curva δ(ε)</translation>
    </message>
    <message>
        <source>Mechanism:</source>
        <translation>Mecanismo:</translation>
    </message>
    <message>
        <source>Neighbouring inputs:</source>
        <translation>Entradas vecinas:</translation>
    </message>
    <message>
        <source>Independent runs:</source>
        <translation>Ejecuciones independientes:</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Ver:</translation>
    </message>
    <message>
        <source>Is it (ε, δ)-DP?</source>
        <translation>¿Es (ε, δ)-DP?</translation>
    </message>
    <message>
        <source>{parameter}:</source>
        <translation>{parameter}:</translation>
    </message>
    <message>
        <source>Load a matrix</source>
        <translation>Cargar una matriz</translation>
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
        <translation>la salida conjunta de todas las ejecuciones</translation>
    </message>
    <message>
        <source>the output of run {run} alone</source>
        <translation>la salida de la ejecución {run} sola</translation>
    </message>
    <message>
        <source>Write the neighbouring pairs as input labels joined by '-', separated by commas</source>
        <translation>Escriba los pares vecinos como etiquetas de entrada unidas por «-», separados por comas</translation>
    </message>
    <message>
        <source>∞ — NOT private: an output is possible for one input and impossible for its neighbour</source>
        <translation>∞ — NO es privado: una salida es posible para una entrada e imposible para su vecina</translation>
    </message>
    <message>
        <source>exact rational arithmetic</source>
        <translation>aritmética racional exacta</translation>
    </message>
    <message>
        <source>floating point (the entries involve e^ε)</source>
        <translation>coma flotante (los valores incluyen e^ε)</translation>
    </message>
    <message>
        <source>&lt;br&gt;The seed's sufficient condition gave (ε, δ) = {bound}; the exact δ at ε = {epsilon} is &lt;b&gt;{delta}&lt;/b&gt;.</source>
        <translation>&lt;br&gt;La condición suficiente publicada (seed 003) daba (ε, δ) = {bound}; el δ exacto en ε = {epsilon} es &lt;b&gt;{delta}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;ε* = {epsilon}&lt;/b&gt;&lt;br&gt;worst case: inputs &lt;b&gt;{first}&lt;/b&gt; vs &lt;b&gt;{second}&lt;/b&gt;, output &lt;b&gt;{output}&lt;/b&gt; (highlighted)&lt;br&gt;δ-tv (δ at ε = 0) = {delta_tv} · computed in {arithmetic}{extra}</source>
        <translation>&lt;b&gt;ε* = {epsilon}&lt;/b&gt;&lt;br&gt;peor caso: entradas &lt;b&gt;{first}&lt;/b&gt; frente a &lt;b&gt;{second}&lt;/b&gt;, salida &lt;b&gt;{output}&lt;/b&gt; (resaltada)&lt;br&gt;δ-tv (δ en ε = 0) = {delta_tv} · calculado con {arithmetic}{extra}</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: the mechanism is ({epsilon}, {delta})-DP (it needs only δ = {needed} at this ε).</source>
        <translation>✓ &lt;b&gt;Aprobado&lt;/b&gt;: el mecanismo es ({epsilon}, {delta})-DP (solo necesita δ = {needed} con este ε).</translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: for inputs {first} vs {second}, the event {event} has P = e^ε·P' + {needed}, more than δ = {delta}.</source>
        <translation>✗ &lt;b&gt;Falla&lt;/b&gt;: para las entradas {first} frente a {second}, el evento {event} tiene P = e^ε·P' + {needed}, más que δ = {delta}.</translation>
    </message>
    <message>
        <source>Run the audit</source>
        <translation>Ejecutar la auditoría</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Claimed ε:</source>
        <translation>ε declarado:</translation>
    </message>
    <message>
        <source>Fresh runs per input:</source>
        <translation>Ejecuciones nuevas por entrada:</translation>
    </message>
    <message>
        <source>The auditor runs the code that actually ships many times on two neighbouring inputs, picks the most revealing event, and bounds ε from below on fresh runs. A correct mechanism stays below its claim; the broken variants (⚠) show what a failure looks like.</source>
        <translation>El auditor ejecuta muchas veces el código que realmente se distribuye con dos entradas vecinas, elige el evento más revelador y acota ε por debajo con ejecuciones nuevas. Un mecanismo correcto queda por debajo de lo que declara; las variantes defectuosas (⚠) muestran cómo se ve una falla.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: the claim is false (with the confidence above)</source>
        <translation>✗ &lt;b&gt;Falla&lt;/b&gt;: la afirmación es falsa (con la confianza indicada arriba)</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: no evidence against the claim</source>
        <translation>✓ &lt;b&gt;Aprobado&lt;/b&gt;: no hay evidencia en contra de la afirmación</translation>
    </message>
    <message>
        <source>Claimed ε = {claimed}; &lt;b&gt;ε lower bound = {bound}&lt;/b&gt; at confidence {confidence}&lt;br&gt;event: {event} ({direction})&lt;br&gt;P1 = {p1}, P2 = {p2} over {runs} fresh runs each&lt;br&gt;{verdict}</source>
        <translation>ε declarado = {claimed}; &lt;b&gt;límite inferior de ε = {bound}&lt;/b&gt; con una confianza de {confidence}&lt;br&gt;evento: {event} ({direction})&lt;br&gt;P1 = {p1}, P2 = {p2} sobre {runs} ejecuciones nuevas cada una&lt;br&gt;{verdict}</translation>
    </message>
    <message>
        <source>Release number</source>
        <translation>Número de publicación</translation>
    </message>
    <message>
        <source>Compute its exact ε</source>
        <translation>Calcular su ε exacto</translation>
    </message>
    <message>
        <source>Above-threshold release number:</source>
        <translation>Número de la publicación por encima del umbral:</translation>
    </message>
    <message>
        <source>An above-threshold release of the open project, in the exact model of its own chain (its noise scales, c and sensitivity): the privacy loss ε* the chain really has, beside the ε charged for it.</source>
        <translation>Una publicación por encima del umbral del proyecto abierto, en el modelo exacto de su propia cadena (sus escalas de ruido, c y sensibilidad): la pérdida de privacidad ε* que la cadena tiene realmente, junto al ε cobrado por ella.</translation>
    </message>
    <message>
        <source>Open a project first</source>
        <translation>Abra primero un proyecto</translation>
    </message>
    <message>
        <source>Choose an above-threshold release</source>
        <translation>Elija una publicación por encima del umbral</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Release #{number}: exact &lt;b&gt;ε* = {exact}&lt;/b&gt; (δ = {delta}) beside the charged &lt;b&gt;ε = {charged}&lt;/b&gt; {verdict}</source>
        <translation>Publicación n.º {number}: &lt;b&gt;ε* = {exact}&lt;/b&gt; exacto (δ = {delta}) junto al &lt;b&gt;ε = {charged}&lt;/b&gt; cobrado {verdict}</translation>
    </message>
    <message>
        <source>Verify exactly</source>
        <translation>Verificar con exactitud</translation>
    </message>
    <message>
        <source>Audit the code</source>
        <translation>Auditar el código</translation>
    </message>
    <message>
        <source>An above-threshold release</source>
        <translation>Una publicación por encima del umbral</translation>
    </message>
</context>
<context>
    <name>ui.pages.phones</name>
    <message>
        <source>This computer only, for a test ({address})</source>
        <translation>Solo este ordenador, para una prueba ({address})</translation>
    </message>
    <message>
        <source>This computer's hotspot ({address})</source>
        <translation>Punto de acceso de este ordenador ({address})</translation>
    </message>
    <message>
        <source>Wi-Fi ({address})</source>
        <translation>Wifi ({address})</translation>
    </message>
    <message>
        <source>Network cable ({address})</source>
        <translation>Cable de red ({address})</translation>
    </message>
    <message>
        <source>Network “{name}” ({address})</source>
        <translation>Red «{name}» ({address})</translation>
    </message>
    <message>
        <source>Collect on respondents' phones</source>
        <translation>Recoger en los teléfonos de los encuestados</translation>
    </message>
    <message>
        <source>&lt;b&gt;Collect on respondents' phones.&lt;/b&gt; This computer shows the survey as a web page on the local network: a Wi-Fi hotspot or the office network, no internet needed. Respondents scan the code with their phone's camera and answer there. Each phone randomises the sensitive answers itself and sends only the reported answer: this computer never sees a true answer.</source>
        <translation>&lt;b&gt;Recoger en los teléfonos de los encuestados.&lt;/b&gt; Este ordenador muestra la encuesta como una página web en la red local: un punto de acceso wifi o la red de la oficina, sin necesidad de internet. Los encuestados escanean el código con la cámara de su teléfono y responden allí. Cada teléfono sortea por sí mismo las respuestas sensibles y envía solo la respuesta declarada: este ordenador nunca ve una respuesta verdadera.</translation>
    </message>
    <message>
        <source>Network the phones join</source>
        <translation>Red a la que se unen los teléfonos</translation>
    </message>
    <message>
        <source>&amp;Network the phones join:</source>
        <translation>&amp;Red a la que se unen los teléfonos:</translation>
    </message>
    <message>
        <source>&amp;Start serving</source>
        <translation>&amp;Empezar a servir</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>QR code of the survey's address</source>
        <translation>Código QR de la dirección de la encuesta</translation>
    </message>
    <message>
        <source>The survey's address</source>
        <translation>La dirección de la encuesta</translation>
    </message>
    <message>
        <source>&amp;Address to type on a phone:</source>
        <translation>Dir&amp;ección para escribir en un teléfono:</translation>
    </message>
    <message>
        <source>Responses received</source>
        <translation>Respuestas recibidas</translation>
    </message>
    <message>
        <source>Use a private hotspot with a password (WPA2), never public Wi-Fi: others on the same network could see the reported answers, already randomised, and the address. Only reported answers are stored, never a phone's address. The page works offline once loaded; a phone that loses the connection keeps its answers and sends them again, and each is stored once. Serving stops when you close this window, when the kiosk ends or when dpgui closes. More in docs/phones.md.</source>
        <translation>Use un punto de acceso privado con contraseña (WPA2), nunca un wifi público: otras personas en la misma red podrían ver las respuestas declaradas, ya sorteadas, y la dirección. Solo se guardan las respuestas declaradas, nunca la dirección de un teléfono. Una vez cargada, la página funciona sin conexión; un teléfono que pierde la conexión conserva sus respuestas y las vuelve a enviar, y cada una se guarda una sola vez. El servicio se detiene al cerrar esta ventana, al terminar el quiosco o al cerrar dpgui. Más en docs/phones.md.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Stopped. The phones can no longer send answers; those received are saved.</source>
        <translation>Detenido. Los teléfonos ya no pueden enviar respuestas; las recibidas están guardadas.</translation>
    </message>
    <message>
        <source>Could not start serving: {reason}</source>
        <translation>No se pudo empezar a servir: {reason}</translation>
    </message>
    <message>
        <source>Serving. Phones on this network can open the address; keep this window open while they answer.</source>
        <translation>En servicio. Los teléfonos de esta red pueden abrir la dirección; mantenga esta ventana abierta mientras responden.</translation>
    </message>
    <message>
        <source>Responses received: {stored} saved, {refused} refused</source>
        <translation>Respuestas recibidas: {stored} guardada(s), {refused} rechazada(s)</translation>
    </message>
    <message>
        <source>The code to scan shows here once serving has started.</source>
        <translation>El código para escanear aparece aquí una vez iniciado el servicio.</translation>
    </message>
    <message>
        <source>Responses received: none yet</source>
        <translation>Respuestas recibidas: ninguna todavía</translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable, then open this window again.</source>
        <translation>No se encontró ninguna red: active el wifi o un punto de acceso, o conecte un cable de red, y vuelva a abrir esta ventana.</translation>
    </message>
</context>
<context>
    <name>ui.pages.queries</name>
    <message>
        <source>Planned queries</source>
        <translation>Consultas previstas</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>Expected accuracy</source>
        <translation>Precisión esperada</translation>
    </message>
    <message>
        <source>Weight / lock</source>
        <translation>Peso / bloqueo</translation>
    </message>
    <message>
        <source>Add query…</source>
        <translation>Añadir consulta…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Guardar plan…</translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation>Cargar plan…</translation>
    </message>
    <message>
        <source>A plan file holds the queries and their ε only: no data, no results. `dpgui release --plan` runs it without the app.</source>
        <translation>Un archivo de plan solo contiene las consultas y su ε: ni datos ni resultados. `dpgui release --plan` lo ejecuta sin la aplicación.</translation>
    </message>
    <message>
        <source>at the chosen confidence</source>
        <translation>con la confianza elegida</translation>
    </message>
    <message>
        <source>Lock this ε when splitting</source>
        <translation>Bloquear este ε al repartir</translation>
    </message>
    <message>
        <source>Selected query</source>
        <translation>Consulta seleccionada</translation>
    </message>
    <message>
        <source>Privacy level:</source>
        <translation>Nivel de privacidad:</translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation>O buscar una precisión:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Peso:</translation>
    </message>
    <message>
        <source>Split the remaining budget…</source>
        <translation>Repartir el presupuesto restante…</translation>
    </message>
    <message>
        <source>Share all of the budget left among the unlocked queries, by weight (asks first)</source>
        <translation>Repartir todo el presupuesto restante entre las consultas no bloqueadas, según su peso (pregunta antes)</translation>
    </message>
    <message>
        <source>Run: release these statistics</source>
        <translation>Ejecutar: publicar estas estadísticas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Finish now, keep what is learned</source>
        <translation>Terminar y conservar lo aprendido</translation>
    </message>
    <message>
        <source>Many tables at once: stop after the current round and release what was learned; only the rounds done are charged</source>
        <translation>Varias tablas a la vez: detenerse tras la ronda actual y publicar lo aprendido; solo se cobran las rondas hechas</translation>
    </message>
    <message>
        <source>Intervals at:</source>
        <translation>Intervalos al:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan before you spend.&lt;/b&gt; Each query's expected accuracy is computed from the mechanism alone; the data are only read when you press Run.</source>
        <translation>&lt;b&gt;Planifique antes de gastar.&lt;/b&gt; La precisión esperada de cada consulta se calcula solo a partir del mecanismo; los datos solo se leen cuando pulsa Ejecutar.</translation>
    </message>
    <message>
        <source>{weight} (locked)</source>
        <translation>{weight} (bloqueado)</translation>
    </message>
    <message>
        <source>Import a dataset first.</source>
        <translation>Primero importe un conjunto de datos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost: ε = {cost}&lt;/b&gt; of the &lt;b&gt;ε = {remaining}&lt;/b&gt; remaining for {dataset}.</source>
        <translation>&lt;b&gt;Costo total: ε = {cost}&lt;/b&gt; de los &lt;b&gt;ε = {remaining}&lt;/b&gt; que quedan para {dataset}.</translation>
    </message>
    <message>
        <source>Declare the dataset's schema on the Data page first.</source>
        <translation>Primero declare el esquema del conjunto de datos en la página Datos.</translation>
    </message>
    <message>
        <source>The schema was proposed from the private data: review it on the Data page first.</source>
        <translation>El esquema se propuso a partir de los datos privados: revíselo primero en la página Datos.</translation>
    </message>
    <message>
        <source>Add a query to release.</source>
        <translation>Añada una consulta para publicar.</translation>
    </message>
    <message>
        <source>Over budget: these queries cost ε = {cost} but only ε = {remaining} is left. Lower some ε, remove a query, or split the remaining budget.</source>
        <translation>Presupuesto superado: estas consultas cuestan ε = {cost}, pero solo quedan ε = {remaining}. Reduzca algún ε, quite una consulta o reparta el presupuesto restante.</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Añadir consulta</translation>
    </message>
    <message>
        <source>Remove query</source>
        <translation>Quitar consulta</translation>
    </message>
    <message>
        <source>{query}: {accuracy}</source>
        <translation>{query}: {accuracy}</translation>
    </message>
    <message>
        <source>{query} at ε = {epsilon}: {accuracy}</source>
        <translation>{query} con ε = {epsilon}: {accuracy}</translation>
    </message>
    <message>
        <source>Change query</source>
        <translation>Cambiar consulta</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Guardar plan</translation>
    </message>
    <message>
        <source>dpgui plans (*.json)</source>
        <translation>Planes de dpgui (*.json)</translation>
    </message>
    <message>
        <source>Plan not saved</source>
        <translation>Plan no guardado</translation>
    </message>
    <message>
        <source>Saved {count} planned queries to {file}.</source>
        <translation>Se guardaron {count} consultas previstas en {file}.</translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation>Cargar plan</translation>
    </message>
    <message>
        <source>⚠ Not loaded: {reason}</source>
        <translation>⚠ No se cargó: {reason}</translation>
    </message>
    <message>
        <source>Loaded {count} planned queries from {file}.</source>
        <translation>Se cargaron {count} consultas previstas desde {file}.</translation>
    </message>
    <message>
        <source>Plan all of the remaining budget?</source>
        <translation>¿Planificar todo el presupuesto restante?</translation>
    </message>
    <message>
        <source>This plans all of the ε = {remaining} left for these people, shared among the unlocked queries by weight. Running them would leave nothing for any later release.

Plan it all?</source>
        <translation>Esto planifica todo el ε = {remaining} que queda para estas personas, repartido entre las consultas no bloqueadas según su peso. Ejecutarlas no dejaría nada para publicaciones posteriores.

¿Planificarlo todo?</translation>
    </message>
    <message>
        <source>Split budget</source>
        <translation>Repartir presupuesto</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <source>Released 1 statistic.</source>
        <translation>Se publicó 1 estadística.</translation>
    </message>
    <message>
        <source>Released {count} statistics.</source>
        <translation>Se publicaron {count} estadísticas.</translation>
    </message>
    <message>
        <source>⚠ Stopped after {count} release(s): {reason}</source>
        <translation>⚠ Detenido tras {count} publicación(es): {reason}</translation>
    </message>
    <message>
        <source>Cancelled after {count} release(s). The plan was charged whole before its data was read, so the queries not released stay charged in the ledger (as cancelled) and stay planned: running them again spends again. Nothing of them was shown.</source>
        <translation>Cancelado tras {count} publicación(es). El plan se cobró entero antes de leer sus datos, así que las consultas no publicadas siguen cobradas en el registro (como canceladas) y siguen planificadas: ejecutarlas de nuevo vuelve a gastar. No se mostró nada de ellas.</translation>
    </message>
</context>
<context>
    <name>ui.pages.question_dialog</name>
    <message>
        <source>Sensitive yes/no question (randomised)</source>
        <translation>Pregunta sensible de sí/no (aleatorizada)</translation>
    </message>
    <message>
        <source>Sensitive multiple choice (randomised)</source>
        <translation>Opción múltiple sensible (aleatorizada)</translation>
    </message>
    <message>
        <source>Multiple choice, asked directly (NOT protected)</source>
        <translation>Opción múltiple, pregunta directa (SIN protección)</translation>
    </message>
    <message>
        <source>Several choices, asked directly (NOT protected)</source>
        <translation>Varias opciones, pregunta directa (SIN protección)</translation>
    </message>
    <message>
        <source>Whole number, asked directly (NOT protected)</source>
        <translation>Número entero, pregunta directa (SIN protección)</translation>
    </message>
    <message>
        <source>Choose ε; the app derives the design (recommended)</source>
        <translation>Elija ε; la aplicación deduce el diseño (recomendado)</translation>
    </message>
    <message>
        <source>Forced response (p_truth, p_yes, p_no)</source>
        <translation>Respuesta forzada (p_truth, p_yes, p_no)</translation>
    </message>
    <message>
        <source>Warner: the question or its opposite (p)</source>
        <translation>Warner: la pregunta o su contraria (p)</translation>
    </message>
    <message>
        <source>Unrelated question with known yes-rate q (p, q)</source>
        <translation>Pregunta no relacionada con tasa de «sí» conocida q (p, q)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>a short column name, e.g. drug_use</source>
        <translation>un nombre de columna corto, p. ej. drug_use</translation>
    </message>
    <message>
        <source>one option per line: code = label (labels per language: code = en | fr)</source>
        <translation>una opción por línea: código = etiqueta (etiquetas por idioma: código = en | fr)</translation>
    </message>
    <message>
        <source>automatic (lower variance)</source>
        <translation>automático (menor varianza)</translation>
    </message>
    <message>
        <source>this device, with its secure random numbers</source>
        <translation>este dispositivo, con sus números aleatorios seguros</translation>
    </message>
    <message>
        <source>the respondent, with dice or cards (physical)</source>
        <translation>la persona encuestada, con dados o tarjetas (físico)</translation>
    </message>
    <message>
        <source>I understand: this design is NOT private (ε = ∞); some answers reveal the truth</source>
        <translation>Entiendo: este diseño NO es privado (ε = ∞); algunas respuestas revelan la verdad</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Question ({language}):</source>
        <translation>Pregunta ({language}):</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Design:</source>
        <translation>Diseño:</translation>
    </message>
    <message>
        <source>Randomiser:</source>
        <translation>Aleatorizador:</translation>
    </message>
    <message>
        <source>Who randomises:</source>
        <translation>Quién aleatoriza:</translation>
    </message>
    <message>
        <source>Lowest:</source>
        <translation>Mínimo:</translation>
    </message>
    <message>
        <source>Highest:</source>
        <translation>Máximo:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not protected:&lt;/b&gt; the answer is stored exactly as given.</source>
        <translation>&lt;b&gt;Sin protección:&lt;/b&gt; la respuesta se guarda tal como se da.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon}; about ±{margin} points with {n} respondents.</source>
        <translation>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon}; unos ±{margin} puntos con {n} personas encuestadas.</translation>
    </message>
    <message>
        <source>∞ (NOT private)</source>
        <translation>∞ (NO privado)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Give the question a name</source>
        <translation>Póngale un nombre a la pregunta</translation>
    </message>
    <message>
        <source>Write the question</source>
        <translation>Escriba la pregunta</translation>
    </message>
</context>
<context>
    <name>ui.pages.results</name>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>Extremo inferior</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Extremo superior</translation>
    </message>
    <message>
        <source>Noise scale</source>
        <translation>Escala del ruido</translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at least this</source>
        <translation>Con esta seguridad (p. ej., 95 %), el valor real es como mínimo este</translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at most this</source>
        <translation>Con esta seguridad (p. ej., 95 %), el valor real es como máximo este</translation>
    </message>
    <message>
        <source>How spread out the added random noise is (larger = more privacy, less accuracy)</source>
        <translation>Cuán disperso es el ruido aleatorio añadido (mayor = más privacidad, menos precisión)</translation>
    </message>
    <message>
        <source>The privacy cost of this release</source>
        <translation>El costo de privacidad de esta publicación</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Measured directly</source>
        <translation>Medida directamente</translation>
    </message>
    <message>
        <source>Typical range
(±, rows)</source>
        <translation>Rango típico
(±, filas)</translation>
    </message>
    <message>
        <source>Typical difference
(rows per cell)</source>
        <translation>Diferencia típica
(filas por celda)</translation>
    </message>
    <message>
        <source>Its noise
(95% ±, rows)</source>
        <translation>Su ruido
(± al 95 %, filas)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No, learned from the others</source>
        <translation>No, aprendida de las demás</translation>
    </message>
    <message>
        <source>Learned estimate
({sure} range)</source>
        <translation>Estimación aprendida
(rango al {sure})</translation>
    </message>
    <message>
        <source>Learned estimate</source>
        <translation>Estimación aprendida</translation>
    </message>
    <message>
        <source>Noisy measurement</source>
        <translation>Medición con ruido</translation>
    </message>
    <message>
        <source>Learned from the others</source>
        <translation>Aprendida de las demás</translation>
    </message>
    <message>
        <source>&lt;b&gt;How it was computed:&lt;/b&gt; {method}.</source>
        <translation>&lt;b&gt;Cómo se calculó:&lt;/b&gt; {method}.</translation>
    </message>
    <message>
        <source>Releases</source>
        <translation>Publicaciones</translation>
    </message>
    <message>
        <source>Details (noise, cost, method)</source>
        <translation>Detalles (ruido, costo, método)</translation>
    </message>
    <message>
        <source>Released values</source>
        <translation>Valores publicados</translation>
    </message>
    <message>
        <source>Clamp negative counts to 0</source>
        <translation>Llevar recuentos negativos a 0</translation>
    </message>
    <message>
        <source>Round to whole numbers</source>
        <translation>Redondear a enteros</translation>
    </message>
    <message>
        <source>Scale to a total of</source>
        <translation>Escalar a un total de</translation>
    </message>
    <message>
        <source>Scale shares to a total</source>
        <translation>Escalar proporciones a un total</translation>
    </message>
    <message>
        <source>For example 100 to show percentages</source>
        <translation>Por ejemplo, 100 para mostrar porcentajes</translation>
    </message>
    <message>
        <source>&lt;i&gt;Free, no extra privacy cost:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Gratis, sin costo de privacidad adicional:&lt;/i&gt;</translation>
    </message>
    <message>
        <source>These only change how the released numbers are shown; the data are not read again.</source>
        <translation>Solo cambian cómo se muestran los números publicados; los datos no se vuelven a leer.</translation>
    </message>
    <message>
        <source>Table shown</source>
        <translation>Tabla mostrada</translation>
    </message>
    <message>
        <source>Which of the many tables to show</source>
        <translation>Elija qué tabla mostrar</translation>
    </message>
    <message>
        <source>Synthetic data…</source>
        <translation>Datos sintéticos…</translation>
    </message>
    <message>
        <source>Rows drawn from the learned distribution: free post-processing</source>
        <translation>Filas extraídas de la distribución aprendida: posprocesamiento gratuito</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Exportar tabla…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Exportar gráfico…</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Copiar tabla</translation>
    </message>
    <message>
        <source>Report…</source>
        <translation>Informe…</translation>
    </message>
    <message>
        <source>Manifest…</source>
        <translation>Manifiesto…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases&lt;/b&gt; (reopening costs nothing)</source>
        <translation>&lt;b&gt;Publicaciones&lt;/b&gt; (reabrirlas no cuesta nada)</translation>
    </message>
    <message>
        <source>#{number}  {query}
{cost} · {time}</source>
        <translation>n.º {number}  {query}
{cost} · {time}</translation>
    </message>
    <message>
        <source>No releases yet. Plan queries on the Queries page and press Run.</source>
        <translation>Aún no hay publicaciones. Planifique consultas en la página Consultas y pulse Ejecutar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {asked}&lt;/b&gt; (used {cost} of the budget)</source>
        <translation>&lt;b&gt;Publicación n.º {number}: {asked}&lt;/b&gt; (usó {cost} del presupuesto)</translation>
    </message>
    <message>
        <source>negative counts clamped to 0</source>
        <translation>recuentos negativos llevados a 0</translation>
    </message>
    <message>
        <source>rounded</source>
        <translation>redondeado</translation>
    </message>
    <message>
        <source>scaled to a total of {total}</source>
        <translation>escalado a un total de {total}</translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation>Posprocesamiento (gratuito): {steps}.</translation>
    </message>
    <message>
        <source>Candidate, in the order examined</source>
        <translation>Candidato, en el orden examinado</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Follow-up count ({sure} range)</source>
        <translation>Recuento de seguimiento (intervalo al {sure})</translation>
    </message>
    <message>
        <source>All tables: summary</source>
        <translation>Todas las tablas: resumen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation>&lt;b&gt;Publicación n.º {number}: {count} tabla a la vez&lt;/b&gt; — costo ε = {epsilon}, aprendida a partir de un árbol de tablas medidas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation>&lt;b&gt;Publicación n.º {number}: {count} tablas a la vez&lt;/b&gt; — costo ε = {epsilon}, aprendidas a partir de un árbol de tablas medidas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation>&lt;b&gt;Publicación n.º {number}: {count} tabla a la vez&lt;/b&gt; — costo ε = {epsilon}, aprendida por pesos multiplicativos privados</translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation>&lt;b&gt;Publicación n.º {number}: {count} tablas a la vez&lt;/b&gt; — costo ε = {epsilon}, aprendidas por pesos multiplicativos privados</translation>
    </message>
    <message>
        <source>"Typical difference" is the mean gap between a table's learned cells and its noisy measurement, in rows; "typical range" is the middle (median) cell's ± half-width.</source>
        <translation>«Diferencia típica» es la diferencia media, en filas, entre las celdas aprendidas de una tabla y su medición con ruido; «rango típico» es la semiamplitud ± de la celda central (la mediana).</translation>
    </message>
    <message>
        <source>Synthetic data</source>
        <translation>Datos sintéticos</translation>
    </message>
    <message>
        <source>How many rows?</source>
        <translation>¿Cuántas filas?</translation>
    </message>
    <message>
        <source>Write synthetic data</source>
        <translation>Escribir datos sintéticos</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows to {path}, and each learned table's cells with their ranges to {ranges}.</source>
        <translation>Se escribieron {rows} filas sintéticas en {path}, y las celdas de cada tabla aprendida, con sus rangos, en {ranges}.</translation>
    </message>
    <message>
        <source>Synthetic data not written</source>
        <translation>No se escribieron los datos sintéticos</translation>
    </message>
    <message>
        <source>⚠ {title}: {message}</source>
        <translation>⚠ {title}: {message}</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Exportar tabla</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Excel (*.xlsx);;JSON (*.json)</source>
        <translation>CSV (*.csv);;Excel (*.xlsx);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Table not written</source>
        <translation>No se escribió la tabla</translation>
    </message>
    <message>
        <source>Wrote the report to {path}.</source>
        <translation>Se escribió el informe en {path}.</translation>
    </message>
    <message>
        <source>Write the release manifest</source>
        <translation>Escribir el manifiesto de la publicación</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Manifest not written</source>
        <translation>No se escribió el manifiesto</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation>PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>Chart not written</source>
        <translation>No se escribió el gráfico</translation>
    </message>
</context>
<context>
    <name>ui.pages.start</name>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Create a project, then import your data file.</source>
        <translation>Cree un proyecto y luego importe su archivo de datos.</translation>
    </message>
    <message>
        <source>Who is in it</source>
        <translation>Quién aparece</translation>
    </message>
    <message>
        <source>Declare each column, and whose rows they are, from the questionnaire or codebook.</source>
        <translation>Declare cada columna, y a quién corresponden sus filas, a partir del cuestionario o del libro de códigos.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Check how much may be learned about any one person (ε).</source>
        <translation>Compruebe cuánto se puede saber de una persona (ε).</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>List the counts and averages you want, and see how precise each will be.</source>
        <translation>Enumere los recuentos y promedios que quiere, y vea qué precisión tendrá cada uno.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Release them: each number comes with its range.</source>
        <translation>Publíquelos: cada número viene con su intervalo.</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: done</source>
        <translation>Paso {number} de {count}, {step}: hecho</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: the next one</source>
        <translation>Paso {number} de {count}, {step}: el siguiente</translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: still to do</source>
        <translation>Paso {number} de {count}, {step}: pendiente</translation>
    </message>
    <message>
        <source>Release statistics about sensitive data without revealing any one person.</source>
        <translation>Publique estadísticas sobre datos sensibles sin revelar nada de ninguna persona.</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nuevo proyecto…</translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation>Abrir un proyecto…</translation>
    </message>
    <message>
        <source>Open the example (a synthetic health survey)</source>
        <translation>Abrir el ejemplo (una encuesta de salud sintética)</translation>
    </message>
    <message>
        <source>Inspect and audit privacy mechanisms (no project needed)</source>
        <translation>Inspeccionar y auditar mecanismos de privacidad (no requiere proyecto)</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Proyectos recientes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open recent&lt;/b&gt; (double-click)</source>
        <translation>&lt;b&gt;Abrir reciente&lt;/b&gt; (doble clic)</translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation>Todavía no hay proyectos recientes.</translation>
    </message>
    <message>
        <source>{step}: {what}</source>
        <translation>{step}: {what}</translation>
    </message>
    <message>
        <source>How it goes</source>
        <translation>Cómo funciona</translation>
    </message>
</context>
<context>
    <name>ui.pages.survey</name>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>± at planned n</source>
        <translation>± con el n previsto</translation>
    </message>
    <message>
        <source>n for the wanted ±</source>
        <translation>n para el ± deseado</translation>
    </message>
    <message>
        <source>sensitive yes/no</source>
        <translation>sí/no sensible</translation>
    </message>
    <message>
        <source>sensitive choice</source>
        <translation>opción sensible</translation>
    </message>
    <message>
        <source>choice — NOT protected</source>
        <translation>opción — SIN protección</translation>
    </message>
    <message>
        <source>several choices — NOT protected</source>
        <translation>varias opciones — SIN protección</translation>
    </message>
    <message>
        <source>number — NOT protected</source>
        <translation>número — SIN protección</translation>
    </message>
    <message>
        <source>decimal number — NOT protected</source>
        <translation>número decimal — SIN protección</translation>
    </message>
    <message>
        <source>text — NOT protected</source>
        <translation>texto — SIN protección</translation>
    </message>
    <message>
        <source>date — NOT protected</source>
        <translation>fecha — SIN protección</translation>
    </message>
    <message>
        <source>time — NOT protected</source>
        <translation>hora — SIN protección</translation>
    </message>
    <message>
        <source>date and time — NOT protected</source>
        <translation>fecha y hora — SIN protección</translation>
    </message>
    <message>
        <source>{kind} — not asked on this device</source>
        <translation>{kind} — no se pregunta en este dispositivo</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Planned respondents</source>
        <translation>Encuestados previstos</translation>
    </message>
    <message>
        <source>Wanted margin, in points</source>
        <translation>Margen deseado, en puntos</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>New survey…</source>
        <translation>Nueva encuesta…</translation>
    </message>
    <message>
        <source>Import XLSForm…</source>
        <translation>Importar XLSForm…</translation>
    </message>
    <message>
        <source>Export XLSForm…</source>
        <translation>Exportar XLSForm…</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Nueva versión</translation>
    </message>
    <message>
        <source>Add question…</source>
        <translation>Agregar pregunta…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Start kiosk…</source>
        <translation>Iniciar quiosco…</translation>
    </message>
    <message>
        <source>Collect on phones…</source>
        <translation>Recoger en teléfonos…</translation>
    </message>
    <message>
        <source>Import responses…</source>
        <translation>Importar respuestas…</translation>
    </message>
    <message>
        <source>Merge a device's file…</source>
        <translation>Combinar archivo de dispositivo…</translation>
    </message>
    <message>
        <source>Copy survey for another device…</source>
        <translation>Copiar para otro dispositivo…</translation>
    </message>
    <message>
        <source>Planned respondents:</source>
        <translation>Encuestados previstos:</translation>
    </message>
    <message>
        <source>Wanted ±:</source>
        <translation>± deseado:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomized response.&lt;/b&gt; Each sensitive answer is randomised before it is stored, so no single answer reveals the respondent; the estimates remove the noise.</source>
        <translation>&lt;b&gt;Respuesta aleatorizada.&lt;/b&gt; Cada respuesta sensible se aleatoriza antes de guardarse, así que ninguna respuesta individual revela nada de la persona encuestada; las estimaciones eliminan el ruido.</translation>
    </message>
    <message>
        <source>What the last action found</source>
        <translation>Lo que encontró la última acción</translation>
    </message>
    <message>
        <source>No survey yet: make one, or import an XLSForm.</source>
        <translation>Todavía no hay encuesta: cree una o importe un XLSForm.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {languages} — {state}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — versión {version}, {languages} — {state}</translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ NO privado</translation>
    </message>
    <message>
        <source>±{margin} points</source>
        <translation>±{margin} puntos</translation>
    </message>
    <message>
        <source>Each respondent's total ε across the sensitive questions: &lt;b&gt;{epsilon}&lt;/b&gt; (the ε of each added up). Questions marked NOT protected are stored exactly as answered. ± is the expected 95% margin for a share near 50% (yes/no) or 1/k (choices).</source>
        <translation>ε total de cada persona encuestada en las preguntas sensibles: &lt;b&gt;{epsilon}&lt;/b&gt; (la suma de los ε de cada una). Las preguntas marcadas SIN protección se guardan tal como se respondieron. El ± es el margen esperado al 95 % para una proporción cercana al 50 % (sí/no) o a 1/k (opciones).</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>Encuesta</translation>
    </message>
    <message>
        <source>New survey</source>
        <translation>Nueva encuesta</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Languages (comma-separated):</source>
        <translation>Idiomas (separados por comas):</translation>
    </message>
    <message>
        <source>Import an XLSForm</source>
        <translation>Importar un XLSForm</translation>
    </message>
    <message>
        <source>Import XLSForm</source>
        <translation>Importar XLSForm</translation>
    </message>
    <message>
        <source>Export as XLSForm</source>
        <translation>Exportar como XLSForm</translation>
    </message>
    <message>
        <source>XLSForm not written</source>
        <translation>No se escribió el XLSForm</translation>
    </message>
    <message>
        <source>Wrote {path}. How each sensitive question is randomised:</source>
        <translation>Se escribió {path}. Cómo se aleatoriza cada pregunta sensible:</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <translation>Quiosco</translation>
    </message>
    <message>
        <source>Choose the enumerator's PIN (needed to leave the kiosk):</source>
        <translation>Elija el PIN del encuestador (necesario para salir del quiosco):</translation>
    </message>
    <message>
        <source>Choose a PIN of at least 4 characters.</source>
        <translation>Elija un PIN de al menos 4 caracteres.</translation>
    </message>
    <message>
        <source>Import responses</source>
        <translation>Importar respuestas</translation>
    </message>
    <message>
        <source>Responses (*.csv *.tsv *.xlsx)</source>
        <translation>Respuestas (*.csv *.tsv *.xlsx)</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Procesando…</translation>
    </message>
    <message>
        <source>Which column?</source>
        <translation>¿Qué columna?</translation>
    </message>
    <message>
        <source>Column holding “{name}”:</source>
        <translation>Columna con «{name}»:</translation>
    </message>
    <message>
        <source>Merge a kiosk's file</source>
        <translation>Combinar el archivo de un quiosco</translation>
    </message>
    <message>
        <source>dpgui projects (*.dpgui)</source>
        <translation>Proyectos de dpgui (*.dpgui)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Combinar</translation>
    </message>
    <message>
        <source>Copy the survey for another device</source>
        <translation>Copiar la encuesta para otro dispositivo</translation>
    </message>
    <message>
        <source>Copy survey</source>
        <translation>Copiar encuesta</translation>
    </message>
    <message>
        <source>Wrote {path}: open it in dpgui on the other device and start the kiosk there.</source>
        <translation>Se escribió {path}: ábralo en dpgui en el otro dispositivo e inicie allí el quiosco.</translation>
    </message>
    <message>
        <source>draft: questions can still change</source>
        <translation>borrador: las preguntas aún pueden cambiar</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} response collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;bloqueada&lt;/b&gt;: {count} respuesta recogida; cree una versión nueva para cambiar las preguntas</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} responses collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;bloqueada&lt;/b&gt;: {count} respuestas recogidas; cree una versión nueva para cambiar las preguntas</translation>
    </message>
    <message>
        <source>Imported {count} response ({duplicates} already here, skipped).</source>
        <translation>Se importó {count} respuesta (ya presentes y omitidas: {duplicates}).</translation>
    </message>
    <message>
        <source>Imported {count} responses ({duplicates} already here, skipped).</source>
        <translation>Se importaron {count} respuestas (ya presentes y omitidas: {duplicates}).</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new response, {duplicates} already here (skipped).</source>
        <translation>Se combinó {source}: {count} respuesta nueva; ya presentes y omitidas: {duplicates}.</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new responses, {duplicates} already here (skipped).</source>
        <translation>Se combinó {source}: {count} respuestas nuevas; ya presentes y omitidas: {duplicates}.</translation>
    </message>
    <message>
        <source>Not asked on this device (their answers can come only from responses collected elsewhere and imported):</source>
        <translation>No se preguntan en este dispositivo (sus respuestas solo pueden venir de respuestas recogidas en otro lugar e importadas):</translation>
    </message>
    <message>
        <source>Not used by the kiosk:</source>
        <translation>No lo usa el quiosco:</translation>
    </message>
</context>
<context>
    <name>ui.pages.survey_results</name>
    <message>
        <source>Wilson (recommended)</source>
        <translation>Wilson (recomendado)</translation>
    </message>
    <message>
        <source>Clopper–Pearson (exact, wider)</source>
        <translation>Clopper–Pearson (exacto, más amplio)</translation>
    </message>
    <message>
        <source>Wald (simple; poor for small groups)</source>
        <translation>Wald (sencillo; malo para grupos pequeños)</translation>
    </message>
    <message>
        <source>Hoeffding (safe for any number of answers)</source>
        <translation>Hoeffding (seguro con cualquier número de respuestas)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Range (95% sure)</source>
        <translation>Intervalo (95 % de seguridad)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Raw estimate</source>
        <translation>Estimación bruta</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Error estándar</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Interval method</source>
        <translation>Método del intervalo</translation>
    </message>
    <message>
        <source>Subgroups by</source>
        <translation>Subgrupos por</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Export responses and estimates…</source>
        <translation>Exportar respuestas y estimaciones…</translation>
    </message>
    <message>
        <source>Include typed answers (text, dates, GPS points, …)</source>
        <translation>Incluir respuestas escritas (texto, fechas, puntos GPS, …)</translation>
    </message>
    <message>
        <source>They are stored exactly as given and can identify people; left out unless ticked. The codebook says so.</source>
        <translation>Se guardan tal como se dieron y pueden identificar a personas; se excluyen salvo que se marque la casilla. El libro de códigos lo indica.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Show the raw estimate, standard error, ε and method of each row</source>
        <translation>Mostrar la estimación bruta, el error estándar, ε y el método de cada fila</translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>Estimaciones de la encuesta</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalo:</translation>
    </message>
    <message>
        <source>Subgroups by:</source>
        <translation>Subgrupos por:</translation>
    </message>
    <message>
        <source>(no subgroups)</source>
        <translation>(sin subgrupos)</translation>
    </message>
    <message>
        <source>No survey in this project.</source>
        <translation>No hay ninguna encuesta en este proyecto.</translation>
    </message>
    <message>
        <source>reading responses</source>
        <translation>leyendo las respuestas</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} response. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;, versión {version}: {count} respuesta. La respuesta aleatorizada protege cada respuesta en el dispositivo, así que estas estimaciones no usan ningún presupuesto de privacidad central.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} responses. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;, versión {version}: {count} respuestas. La respuesta aleatorizada protege cada respuesta en el dispositivo, así que estas estimaciones no usan ningún presupuesto de privacidad central.</translation>
    </message>
    <message>
        <source> (outside 0–100%, shown as the nearest end)</source>
        <translation> (fuera de 0–100 %, se muestra el extremo más cercano)</translation>
    </message>
    <message>
        <source>not protected</source>
        <translation>sin protección</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>⚠ too few answers: range too wide</source>
        <translation>⚠ muy pocas respuestas: intervalo demasiado amplio</translation>
    </message>
    <message>
        <source>Each share is estimated from the answers given, with the randomisation's known noise removed; we are 95% sure the true share lies in its range. Unanswered questions are left out: only the answers given are counted.</source>
        <translation>Cada proporción se estima a partir de las respuestas dadas, eliminando el ruido conocido de la aleatorización; tenemos un 95 % de seguridad de que la proporción verdadera está dentro de su intervalo. Las preguntas sin responder se dejan fuera: solo se cuentan las respuestas dadas.</translation>
    </message>
    <message>
        <source>Export responses and estimates</source>
        <translation>Exportar respuestas y estimaciones</translation>
    </message>
    <message>
        <source>Export not written</source>
        <translation>No se escribió la exportación</translation>
    </message>
    <message>
        <source>Wrote {paths} (the codebook names each question's design and ε, and the arguments for R's rr and RRreg).</source>
        <translation>Se escribió {paths} (el libro de códigos indica el diseño y el ε de cada pregunta, y los argumentos para rr y RRreg de R).</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{count} answer</source>
        <translation>{count} respuesta</translation>
    </message>
    <message>
        <source>{count} answers</source>
        <translation>{count} respuestas</translation>
    </message>
</context>
<context>
    <name>ui.report_dialog</name>
    <message>
        <source>To show others in detail, tick them in the app's Report dialog.</source>
        <translation>Para mostrar otras con detalle, márquelas en la ventana «Redactar un informe» de la aplicación.</translation>
    </message>
    <message>
        <source>Write a report</source>
        <translation>Redactar un informe</translation>
    </message>
    <message>
        <source>Report format</source>
        <translation>Formato del informe</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>HTML (a web page)</source>
        <translation>HTML (una página web)</translation>
    </message>
    <message>
        <source>Report file</source>
        <translation>Archivo del informe</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>The &amp;last {count}</source>
        <translation>&amp;Las últimas {count}</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Todas</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Ninguna</translation>
    </message>
    <message>
        <source>Releases shown in full detail</source>
        <translation>Publicaciones que se muestran con todo detalle</translation>
    </message>
    <message>
        <source>Tick a release to show its method, table and chart in full</source>
        <translation>Marque una publicación para mostrar completos su método, su tabla y su gráfico</translation>
    </message>
    <message>
        <source>#{number}  {query} ({dataset}) · {time}</source>
        <translation>n.º {number}  {query} ({dataset}) · {time}</translation>
    </message>
    <message>
        <source>#{number}  {query} · {time}</source>
        <translation>n.º {number}  {query} · {time}</translation>
    </message>
    <message>
        <source>Report progress</source>
        <translation>Progreso del informe</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>The report sums up every release of the project ({count}) with its numbers and cost, and shows those you tick in full: method, table and chart.</source>
        <translation>El informe resume cada publicación del proyecto ({count}) con sus números y su costo, y muestra completas las que usted marque: método, tabla y gráfico.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases in full detail&lt;/b&gt; (the newest first)</source>
        <translation>&lt;b&gt;Publicaciones con todo detalle&lt;/b&gt; (las más recientes primero)</translation>
    </message>
    <message>
        <source>With more than {limit} releases, none is in full detail unless you tick it.</source>
        <translation>Con más de {limit} publicaciones, ninguna se muestra con todo detalle salvo que usted la marque.</translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation>Todavía no hay publicaciones para el informe</translation>
    </message>
    <message>
        <source>{chosen} of {count} in detail</source>
        <translation>{chosen} de {count} con detalle</translation>
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
        <translation>Elija primero un archivo para el informe.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Wrote the report to {path}: {count} releases summed up, {detailed} in full detail.</source>
        <translation>Se escribió el informe en {path}: {count} publicaciones resumidas, {detailed} con todo detalle.</translation>
    </message>
    <message>
        <source>⚠ Report not written: {message}</source>
        <translation>⚠ No se escribió el informe: {message}</translation>
    </message>
    <message>
        <source>Cancelled. No report was written, and no file was changed.</source>
        <translation>Cancelado. No se escribió ningún informe y no se modificó ningún archivo.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
</context>
<context>
    <name>ui.schema_editor</name>
    <message>
        <source>categorical</source>
        <translation>categórica</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numérica</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>identificador</translation>
    </message>
    <message>
        <source>not released</source>
        <translation>no publicada</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Categorías</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>Límite inferior</translation>
    </message>
    <message>
        <source>Upper bound</source>
        <translation>Límite superior</translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation>Valores faltantes</translation>
    </message>
    <message>
        <source>Values not in the list</source>
        <translation>Valores fuera de la lista</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Revisado</translation>
    </message>
    <message>
        <source>The answers allowed, separated by commas, as in the questionnaire</source>
        <translation>Las respuestas permitidas, separadas por comas, como en el cuestionario</translation>
    </message>
    <message>
        <source>The smallest value the questionnaire allows, in the column's units (e.g. age 0, income 0)</source>
        <translation>El valor más pequeño que permite el cuestionario, en las unidades de la columna (p. ej., edad 0, ingreso 0)</translation>
    </message>
    <message>
        <source>The largest value you expect, in the column's units (e.g. age 110, monthly income 50,000)</source>
        <translation>El valor más grande que espera, en las unidades de la columna (p. ej., edad 110, ingreso mensual 50 000)</translation>
    </message>
    <message>
        <source>Rows with no value. Numbers: left out (recommended), or counted as the lower bound, which pulls means down. Categories: counted in a (missing) cell or in (other), or left out</source>
        <translation>Filas sin valor. Números: se excluyen (recomendado) o se cuentan como el límite inferior, lo que baja las medias. Categorías: se cuentan en una celda (faltante) o en (otro), o se excluyen</translation>
    </message>
    <message>
        <source>Answers that are not in the category list: counted in an (other) cell, or left out of every statistic of this column (each result says so)</source>
        <translation>Respuestas que no están en la lista de categorías: se cuentan en una celda (otro) o se excluyen de todas las estadísticas de esta columna (cada resultado lo indica)</translation>
    </message>
    <message>
        <source>count as (other)</source>
        <translation>contar como (otro)</translation>
    </message>
    <message>
        <source>leave out</source>
        <translation>excluir</translation>
    </message>
    <message>
        <source>own (missing) cell</source>
        <translation>celda (faltante) propia</translation>
    </message>
    <message>
        <source>count as lower bound ⚠</source>
        <translation>contar como límite inferior ⚠</translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation>Esquema declarado</translation>
    </message>
    <message>
        <source>One row per column: its type, categories, bounds and how missing values are treated</source>
        <translation>Una fila por columna: su tipo, categorías, límites y cómo se tratan los valores faltantes</translation>
    </message>
    <message>
        <source>Type of {name}</source>
        <translation>Tipo de {name}</translation>
    </message>
    <message>
        <source>Missing values of {name}</source>
        <translation>Valores faltantes de {name}</translation>
    </message>
    <message>
        <source>Values of {name} not in the list</source>
        <translation>Valores de {name} fuera de la lista</translation>
    </message>
    <message>
        <source>Proposed from the private data. Tick once you have checked this line against the questionnaire or codebook.</source>
        <translation>Propuesto a partir de los datos privados. Márquelo cuando haya comprobado esta línea con el cuestionario o el libro de códigos.</translation>
    </message>
    <message>
        <source>Type both bounds, from the codebook (e.g. age 0 to 110)</source>
        <translation>Escriba ambos límites, según el libro de códigos (p. ej., edad 0 a 110)</translation>
    </message>
    <message>
        <source>Type a number in both bounds</source>
        <translation>Escriba un número en ambos límites</translation>
    </message>
    <message>
        <source>⚠ {problem}</source>
        <translation>⚠ {problem}</translation>
    </message>
    <message>
        <source>Column {name}: {message}</source>
        <translation>Columna {name}: {message}</translation>
    </message>
    <message>
        <source>⚠ missing values counted as the lower bound: this pulls the mean down; 'leave out' is safer</source>
        <translation>⚠ valores faltantes contados como el límite inferior: esto baja la media; «excluir» es más seguro</translation>
    </message>
    <message>
        <source>proposed — check, then tick to declare</source>
        <translation>propuesto — revíselo y márquelo para declararlo</translation>
    </message>
    <message>
        <source>✓ stored, never released</source>
        <translation>✓ guardado, nunca publicado</translation>
    </message>
    <message>
        <source>✓ declared</source>
        <translation>✓ declarado</translation>
    </message>
</context>
<context>
    <name>ui.self_test</name>
    <message>
        <source>dpgui self-test FAILED: {problem}</source>
        <translation>La autoprueba de dpgui FALLÓ: {problem}</translation>
    </message>
    <message>
        <source>dpgui self-test passed in {seconds} s: the window opened offscreen, the example was copied and opened, a histogram was released by the worker, its ledger entry exists, its survey went out as an XLSForm and back through pyxform unchanged, and it was served to phones with every file of their page.</source>
        <translation>La autoprueba de dpgui se superó en {seconds} s: la ventana se abrió fuera de pantalla, el ejemplo se copió y se abrió, el proceso de trabajo publicó un histograma, existe su entrada en el registro, su encuesta se exportó como XLSForm y volvió por pyxform sin cambios, y se sirvió a los teléfonos con cada archivo de su página.</translation>
    </message>
    <message>
        <source>the example project did not open</source>
        <translation>el proyecto de ejemplo no se abrió</translation>
    </message>
    <message>
        <source>no release within {seconds} s</source>
        <translation>ninguna publicación en {seconds} s</translation>
    </message>
    <message>
        <source>the release has no ledger entry</source>
        <translation>la publicación no tiene entrada en el registro</translation>
    </message>
    <message>
        <source>the released table is not the expected histogram</source>
        <translation>la tabla publicada no es el histograma esperado</translation>
    </message>
    <message>
        <source>the budget did not go down by exactly the cost</source>
        <translation>el presupuesto no bajó exactamente en el costo</translation>
    </message>
    <message>
        <source>the example has no survey</source>
        <translation>el ejemplo no tiene encuesta</translation>
    </message>
    <message>
        <source>the example's survey did not come back unchanged from its XLSForm</source>
        <translation>la encuesta del ejemplo no volvió sin cambios de su XLSForm</translation>
    </message>
    <message>
        <source>the phones' page did not serve {name}</source>
        <translation>la página de los teléfonos no sirvió {name}</translation>
    </message>
</context>
<context>
    <name>ui.team_record_dialog</name>
    <message>
        <source>Team record of spending</source>
        <translation>Registro de gasto del equipo de trabajo</translation>
    </message>
    <message>
        <source>It is set by this computer's installation and cannot be changed here; ask whoever installed dpgui.</source>
        <translation>Lo fija la instalación de este equipo y no se puede cambiar aquí; pregunte a quien instaló dpgui.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>postgresql://user@host:port/database, without a password</source>
        <translation>postgresql://usuario@servidor:puerto/base, sin contraseña</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Kept in this computer's keyring, never in a project</source>
        <translation>Guardada en el llavero de este equipo, nunca en un proyecto</translation>
    </message>
    <message>
        <source>leave empty to use ~/.pgpass or the kept one</source>
        <translation>déjela vacía para usar ~/.pgpass o la ya guardada</translation>
    </message>
    <message>
        <source>Result of the connection test</source>
        <translation>Resultado de la prueba de conexión</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation>&amp;Usar este servidor</translation>
    </message>
    <message>
        <source>Use this computer's &amp;own record</source>
        <translation>Usar el registro pr&amp;opio de este equipo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Dirección del servidor:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Record of spending in use&lt;/b&gt;</source>
        <translation>&lt;b&gt;Registro de gasto en uso&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why a team shares one record&lt;/b&gt;</source>
        <translation>&lt;b&gt;Por qué un equipo de trabajo comparte un solo registro&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Each computer keeps a record of what has been spent on the people in its data, so that a copy or a re-import cannot spend their budget again. When colleagues work on the same people from their own laptops, each laptop's record knows only its own releases: a team shares one record on its database server instead, and every colleague's release counts against the same budget.</source>
        <translation>Cada equipo lleva un registro de lo gastado sobre las personas de sus datos, para que una copia o una reimportación no pueda gastar su presupuesto otra vez. Cuando varios colegas trabajan sobre las mismas personas desde sus propios portátiles, el registro de cada portátil solo conoce sus propias publicaciones: un equipo de trabajo comparte en cambio un solo registro en su servidor de bases de datos, y la publicación de cada colega cuenta contra el mismo presupuesto.</translation>
    </message>
    <message>
        <source>While the team's record is in use, a release is refused, before anything is spent, when the server cannot be reached.</source>
        <translation>Mientras se use el registro del equipo de trabajo, una publicación se rechaza, antes de gastar nada, cuando no se puede contactar con el servidor.</translation>
    </message>
    <message>
        <source>The server's administrator can see hashes and sketches of rows, the costs charged, and who charged them from which computer; never your rows or their values.</source>
        <translation>El administrador del servidor puede ver huellas (hashes) y esbozos de las filas, los costes cargados, y quién los cargó desde qué equipo; nunca sus filas ni sus valores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The team's server&lt;/b&gt;</source>
        <translation>&lt;b&gt;El servidor del equipo de trabajo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Conectando con el servidor…</translation>
    </message>
    <message>
        <source>From now on, every release is counted on the team's record.</source>
        <translation>A partir de ahora, cada publicación se cuenta en el registro del equipo de trabajo.</translation>
    </message>
    <message>
        <source>From now on, releases are counted on this computer's own record.</source>
        <translation>A partir de ahora, las publicaciones se cuentan en el registro propio de este equipo.</translation>
    </message>
    <message>
        <source>Connected: {record}</source>
        <translation>Conectado: {record}</translation>
    </message>
</context>
<context>
    <name>ui.widgets</name>
    <message>
        <source>privacy level ε</source>
        <translation>nivel de privacidad ε</translation>
    </message>
    <message>
        <source>⚠ ε above {limit} gives weak protection: an observer can learn a lot about a person.</source>
        <translation>⚠ Un ε mayor que {limit} da poca protección: un observador puede saber mucho de una persona.</translation>
    </message>
    <message>
        <source>← more private</source>
        <translation>← más privado</translation>
    </message>
    <message>
        <source>more accurate →</source>
        <translation>más preciso →</translation>
    </message>
    <message>
        <source>ε = {value}</source>
        <translation>ε = {value}</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Procesando…</translation>
    </message>
    <message>
        <source>Working: {what} ({percent}% done)</source>
        <translation>Procesando: {what} ({percent} % completado)</translation>
    </message>
    <message>
        <source>please wait</source>
        <translation>espere, por favor</translation>
    </message>
</context>
<context>
    <name>ui.workers</name>
    <message>
        <source>Busy with another task; try again when it is done.</source>
        <translation>Ocupado con otra tarea; inténtelo de nuevo cuando termine.</translation>
    </message>
</context>
</TS>