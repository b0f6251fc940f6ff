<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>cli.audit_command</name>
    <message>
        <source>statistically audit one of the app&apos;s mechanisms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the mechanism many times on neighbouring inputs and bound its ε from below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of: %(choices)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the claimed ε (default: the case&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fresh runs per input (default {samples})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL: the claim is false (with the confidence above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass: no evidence against the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mechanism}: claimed ε = {epsilon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε lower bound = {bound} at confidence {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event: {event} ({direction}); P1 = {p1}, P2 = {p2} over {runs} runs each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.demo_command</name>
    <message>
        <source>Smokers (count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Respondents by region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release a few statistics from the bundled example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui demo — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories and bounds are declared public metadata; noise is exact and CSPRNG-backed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}  [ε = {epsilon}, {confidence} intervals]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{estimate}  ({low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how: {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>post-processing (free): {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drug use, asked with forced response (ε = {epsilon} = {closed_form} per respondent, spent on their device):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prevalence {estimate}  ({low} to {high}, 95% Wilson)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget: ε {spent} of {total} spent, {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.link_command</name>
    <message>
        <source>link a Parquet or CSV file or folder, or a Spark table, without importing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Parquet or CSV file, a folder of them, or (with --engine spark) a table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset name (default: the file or table name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md): required, since categories and bounds are never read off the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the aggregates are computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spark&apos;s master URL (default: local[*])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--spark-master goes with --engine spark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked {location} as {name} ({columns} columns, {format}, aggregated by {engine}); its rows stay where they are. It spends the budget of {population}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.main</name>
    <message>
        <source>Meanwhile, the commands that only read it (budget, history, export, report) work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release statistics about sensitive data with differential privacy. Run without a command to open the desktop app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check this installation: open the app offscreen and make one release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on an error, also print the Python traceback (may be given anywhere on the line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language of the words, one of {codes} (default: DPGUI_LANGUAGE, else the system&apos;s; --json is always in English; may be given anywhere on the line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No display found, so here is the headless demo on the bundled example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui: warning: other users of this computer can read {path}, which holds raw data; fix it with: dpgui project make-private {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--language takes one of {codes}, not {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{command}: interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected {error}; run again with --debug for the details and report it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.opening</name>
    <message>
        <source>dpgui: note: {notice}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.output</name>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result could not be printed ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; the release was made all the same: the {cost} it cost stays spent, and it is stored as release {release}: `{command}` gives it again at no cost (running the command again would spend again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; the {count} releases made stay spent, and their results are stored as releases {releases}: `{command}` gives the first again (each other one with its number) at no cost (running the command again would spend again)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.project_commands</name>
    <message>
        <source>create a project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a new project file with a privacy budget for the people it describes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total ε for the people in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total ρ (zCDP) for the people in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total δ for the people in the project (with --epsilon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neighbouring datasets: add or remove one person (default), or replace one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a project file readable by its owner only (it holds raw data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import a data file into a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset name (default: the file name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared schema (JSON, see docs/schema.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>propose a schema from the data (marked: derived from the private data, review it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ODK/KoboToolbox export: strip group prefixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split a select_multiple column into 0/1 columns (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel sheet name (default: the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show or declare a dataset&apos;s public schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare the schema from this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend budget on a query, or on every query of a plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset (a plan file names its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON, e.g. {&quot;type&quot;:&quot;histogram&quot;,&quot;column&quot;:&quot;race&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan file (docs/plans.md): release all its queries with their ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default 0.95, or the plan&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save a dataset&apos;s planned queries to a plan file, or load one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the planned queries here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace the planned queries with this plan file&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release every k-way marginal at once and write synthetic rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared categorical columns, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marginals of k columns (1, 2 or 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learn by private multiplicative weights in this many rounds instead of the default junction tree of measured tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many synthetic rows to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CSV file to write (readable by you only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a PDF or HTML report of releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a release to include (repeatable; default all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report.pdf or report.html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the releases shown in full detail: 3,17,42, last:20, all or none (default: all of them up to 20 releases, else none; every release is in the summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the JSON manifest of a release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check a release manifest against the project&apos;s ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the budget of each group of people (shared by their datasets), or change one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare that DATASET is about people no other dataset covers: it gets a budget of its own (--epsilon or --rho), still charged with what was spent on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the total budget of DATASET&apos;s people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --own-budget: what to call these people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the ledger: every charge and how it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export a stored release (costs nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a release of many tables at once: write N synthetic rows drawn from it (CSV, readable by you only) instead of its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is, so spreadsheets may run it as a formula (default: neutralised; only for files read by trusted programs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created {project}: the people in it have a budget of {budget}, shared by every dataset about them; privacy unit {unit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--select-multiple takes QUESTION:OPT1,OPT2, not {spec}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {rows} rows × {columns} columns as {name} from {source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: declare its schema with `dpgui schema {project} {dataset} --set SCHEMA.json`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed schema is DERIVED FROM THE PRIVATE DATA: review it before any release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These columns hold numbers: {columns}. To release them, add them to the schema with bounds you take from the questionnaire or codebook (the data&apos;s own minimum and maximum are private and are not shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dataset} has no declared schema yet. Columns: {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: {text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --dataset, --query and --epsilon (or --rho), or a --plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release {release} ({query}, {confidence} intervals):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan file carries its own queries and ε; drop --query/--epsilon/--rho/--delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan stopped after {done} of {planned} releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stopped}, and {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is nested too deeply to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write into {folder}; choose another --out (nothing was spent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: {reason}; choose another --out (nothing was spent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}, so the synthetic rows were not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released {tables} {k}-way marginals as release {release} and wrote {rows} synthetic rows to {path} (synthetic rows are free post-processing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each learned table&apos;s cells, with their ranges, are in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {count} planned queries of {dataset} to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dataset} now plans {count} queries (total ε = {epsilon}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To show some in detail: dpgui report … --detail 3,17,42 (or last:20, or all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote a report of {count} release(s), {detailed} in detail, to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no releases yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the manifest of release {release} to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manifest does NOT match the ledger: {problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manifest matches the project&apos;s ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget: {spending}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ {spent} spent of {total}; {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left (δ {delta_spent} of {delta_total}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε {spent} spent of {total}; {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no datasets yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--delta goes with --epsilon, not --rho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the total with --epsilon (and --delta) or --rho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{population} ({datasets}): {spending}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{population} ({datasets}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried {when}: {cost} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not yet in the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total ({count}): {spending}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger verified; head hash {hash}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(release {release})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({state}, no release: still counted as spent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{charges} and {carried} carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote release {release} to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release {release} is not a release of many tables at once, so it has no synthetic rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic rows are written as CSV: give --format csv and --synthetic-rows of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows drawn from release {release} to {path} (free post-processing: nothing was spent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project} (and its write-ahead log) can now be read by you only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.record_command</name>
    <message>
        <source>where the record of spending lives: this computer, or a team&apos;s server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose, show or set up the record of spending that every release is charged to first (docs/team.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a team&apos;s server (a postgresql:// URL without a password), or `local` for this computer&apos;s record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for the server&apos;s password and keep it in the system&apos;s keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which record is in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>administrators: create the record&apos;s schema, functions and roles on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add this computer&apos;s record to the team&apos;s server once (a second upload adds nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s record of spending is ready. Give each curator a login in {member}, and anyone who only checks it a login in {auditor}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team&apos;s record is chosen; choose one first with `dpgui record use URL`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no record of spending ({path}) to upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploaded this computer&apos;s record to {record}: {charges} charges, {links} links and {sketches} sketches were new there. This computer&apos;s record is kept as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.rr_command</name>
    <message>
        <source>randomized-response analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate a prevalence from yes counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debiased prevalence with a confidence interval. Probabilities may be written as fractions like 2/3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warner: P(answer the question as asked); unrelated: P(sensitive question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrelated: the known yes-rate of the unrelated question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced: P(answer truthfully)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced: P(forced yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced: P(forced no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>epsilon: the design&apos;s ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept a design with ε = ∞ (it is then reported as not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of reported yes answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of respondents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {design} design needs {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ (NOT PRIVATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: {design}, ε = {epsilon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prevalence: {estimate}  ({confidence} interval {low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard error: {se}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the raw estimate {raw} lies outside 0..1 and was truncated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How: {method}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.survey_commands</name>
    <message>
        <source>randomized-response surveys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store the survey defined in an XLSForm workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the survey as an XLSForm workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the questions, their ε, the expected ± and the n for a wanted ±</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned number of respondents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wanted ± as a share (0.05 = 5 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy the survey to a new, editable version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a project file with only the survey, for another kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the kiosk for this project&apos;s survey (needs a display)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enumerator&apos;s PIN, needed to leave the kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve the survey to respondents&apos; phones on the local network, until Ctrl+C (docs/phones.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the survey&apos;s id or title (default: the project&apos;s survey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network the phones join, by its name or address (default: the only one; listed when there are several)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port to listen on (default: any free one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add responses collected elsewhere (CSV or XLSX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column holding a question (default: found by name, group/name or label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the responses of other kiosks&apos; project files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>debiased estimates with intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>responses and estimates with a codebook (.csv/.xlsx/.sav/.dta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a question asked directly, for subgroup estimates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also export typed answers (text, numbers with decimals, dates, times, GPS points, ...): stored as given, they can identify people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write text beginning with = + - @ as it is (default: neutralised; only for files read by trusted programs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project} has no survey; import an XLSForm first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored {title} version {version} with {count} questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not asked on this device: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used by the kiosk: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — version {version} (locked, {count} responses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — version {version} (draft, {count} responses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: ε = {epsilon}, ±{half_width} points at n = {planned}, n = {needed} for ±{wanted}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ بلا خصوصية</translation>
    </message>
    <message>
        <source>{name}: not asked on this device (answers only from imported responses), NOT protected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: asked directly, NOT protected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each respondent&apos;s total ε: {epsilon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made version {version}; it can be edited until it has responses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path}: open it on the other device and start the kiosk there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kiosk needs a display; run it on the device&apos;s screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kiosk closed; {count} responses saved in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network {name} on this computer; choose one of these with --interface:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable (to test on this computer alone: --interface 127.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer is on several networks; choose the one the phones join with --interface:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project} has no survey {wanted}; its survey is {title} (id {id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving {title} on {network} ({address}). Phones on that network open this address, or scan the code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responses saved: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. {stored} response saved, {refused} refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. {stored} responses saved, {refused} refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {added} responses ({duplicates} already here, skipped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {added} added, {duplicates} duplicates skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} v{version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(everyone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} (raw {raw}, truncated) [{low}, {high}], SE {se}, n = {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group} · {question} = {option}: {estimate} [{low}, {high}], SE {se}, n = {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {files}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli.verify_command</name>
    <message>
        <source>exact privacy of a finite mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute ε*, δ(ε) and δ-tv exactly for a matrix file or a builtin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV: header = output labels, first column = input labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above-threshold: query shifts c_i, comma-separated (0 = the seed&apos;s f(d) = d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above-threshold: the public threshold in 0..5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check whether the mechanism is (EPS, DELTA)-DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjacent, all, or a CSV file of input-label pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compose this many independent runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --runs: look at the output of run K alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report δ at this ε (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print stable JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--builtin {builtin} needs {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--neighbors must be adjacent, all, or a CSV file of pairs; {value} is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: every line must hold two input labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matrix file at {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--claim takes EPS,DELTA, for example 1,0.05</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ (not private: some output is impossible for a neighbour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs, {runs} independent runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism: {inputs} inputs × {outputs} outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst pair: {first} vs {second}, output {output}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ-tv (δ at ε = 0) = {delta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ at ε = {epsilon}: {delta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s sufficient condition gave ({epsilon}, {delta}); the exact δ at ε = {epsilon} is {exact}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOLDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILS: on {first} vs {second} the event {{{event}}} needs δ = {delta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim ({epsilon}, {delta})-DP: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(entries involve e^ε, so this was computed in floating point)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.costs.accounting</name>
    <message>
        <source>{name} cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown cost kind {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta must be below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ = {rho} (zCDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {epsilon}, δ = {delta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {epsilon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ must be in [0, 1), got {delta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversion needs 0 &lt; δ &lt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An {cost} cost cannot be charged to an {budget} budget; choose the release&apos;s privacy setting in the budget&apos;s own terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This release costs {cost}, but only {remaining} of the budget ({budget}) is left; nothing was spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ must be in (0, 1) for a Gaussian mechanism</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.costs.limits</name>
    <message>
        <source>about 1 followed by {zeros} zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {epsilon} is too large to compute with (and protects no one); use ε ≤ {largest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ = {rho} is too large to compute with (and protects no one); use ρ ≤ {largest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{parameter} = {value} is too small for this query: the noise would be larger than about a million billion (2^50) units of its answer; use {parameter} ≥ {smallest}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.intervals</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1, got {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least 2 responses are needed for an interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of yes answers must be between 0 and n = {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown interval {method}; choose one of {methods}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wilson score interval for the yes-rate, mapped through the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wald interval: estimate ± z·SE (poor near 0 and 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval for the yes-rate, mapped through the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hoeffding bound ± sqrt(ln(2/β)/(2n)) on the yes-rate, divided by |c| (valid for every n)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.above_threshold</name>
    <message>
        <source>c, the number of answers above the line, must be a whole number from 1 to {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up share must be at least 0 and less than 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level must be between 0.5 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above-threshold (sparse vector, Lyu, Su &amp; Li 2017): {candidates} candidates, taken one by one in the {order} order, each compared with the line {threshold}; the run stops after {c} reported above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monotone counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {svt} for the comparisons, split in halves: discrete Laplace noise of scale {t_scale} on the line, once, and of scale {q_scale} on each count ({shape}; sensitivity {sensitivity}, the most rows one person has).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {values} for a fresh count of each candidate reported above: discrete Laplace noise of scale {scale}, each interval the count ± {width} ({confidence}%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{examined} of {candidates} were examined: it stopped there, with {c} reported above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {candidates} were examined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A candidate whose true count is {below} or less (the line minus {w}) is reported above with probability at most {p_low}%; one with {above} or more, if it is examined first, with probability at least {p_high}% (each candidate on its own: the line&apos;s noise is shared)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.bounded</name>
    <message>
        <source>values clamped to [{lower}, {upper}] and added exactly; the total was rounded once to a step of {step}; {noise}, times that step, widened by the rounding (at most {rounding})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upper bound ({upper}) must be above the lower bound ({lower})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The public number of rows must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noisy sum / the public n = {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noisy sum / noisy count, each with half the budget and its own {inner}% interval (so both hold together at {confidence}%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how}; values clamped to [{lower}, {upper}], added exactly and the total rounded once to a step of {step}; the interval takes the extreme ratios of the sum&apos;s (widened by that rounding) and the count&apos;s intervals, clipped to the bounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.counts</name>
    <message>
        <source>negative counts clamped to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown privacy unit {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}/{cells} (union bound, so all {cells} intervals hold together), from the noise&apos;s exact distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{noise} noise was added; each interval is the estimate ± {width}, the smallest whole number w with P(|noise| &gt; w) ≤ {beta}, from the noise&apos;s exact distribution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw</name>
    <message>
        <source>K must be between 1 and the number of columns ({columns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joint table over these columns would have {cells} cells, more than the {limit} dpgui can hold; choose fewer columns or coarser categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full domain has {cells} cells; use marginals or synthetic rows instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many tables at once needs at least one round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one marginal table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One marginal alone has {cells} cells, more than the {limit} dpgui can hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.pmw_ranges</name>
    <message>
        <source>Ranges of the learned tables: refit {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.release</name>
    <message>
        <source>Give either ρ, or ε (with an optional δ), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give ε (with an optional δ) or ρ</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.selection</name>
    <message>
        <source>There must be at least one candidate to choose from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There must be at least one candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permute-and-flip; with probability {confidence}% the chosen category&apos;s count is within {margin} of the largest count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quantile grid must be at least two increasing values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permute-and-flip over {values} declared grid values; with probability {confidence}% the number of values below the answer is within {margin} of {q}·n</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.sparse_vector</name>
    <message>
        <source>c, the number of positive answers, must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.tree_model</name>
    <message>
        <source>Each table after the first adds exactly one column to the tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.mechanisms.truncated_geometric</name>
    <message>
        <source>Alpha must be strictly between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True counts must lie in 0..{n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.noise.distributions</name>
    <message>
        <source>The confidence level must be strictly between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discrete Laplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.noise.randomness</name>
    <message>
        <source>ChaCha20 needs a 32-byte key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.noise.rationals</name>
    <message>
        <source>{value} is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a number or a fraction like 2/3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {value} as a rational number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} has more than {most} digits, too many for a usable number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is too large or too small for a usable number (its power of ten is beyond ±{most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must be between 0 and 1, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must be greater than 0, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.noise.samplers</name>
    <message>
        <source>uniform_below needs d &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bernoulli_exp needs gamma = num/den &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha must be below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category probabilities must sum to 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.progress</name>
    <message>
        <source>Cancelled by the user; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.rr.designs</name>
    <message>
        <source>This design makes the answer independent of the trait: nothing can be estimated</source>
        <translation>هذا التصميم يجعل الإجابة مستقلة عن السمة: لا يمكن تقدير أي شيء</translation>
    </message>
    <message>
        <source>This {design} design has ε = ∞: some answer reveals the trait for certain. It is refused unless you confirm it is not private.</source>
        <translation>في تصميم {design} هذا ε = ∞: بعض الإجابات تكشف السمة بيقين. يُرفض ما لم تؤكد أنه لا يحمي الخصوصية.</translation>
    </message>
    <message>
        <source>{epsilon} (by design)</source>
        <translation>{epsilon} (حسب التصميم)</translation>
    </message>
    <message>
        <source>p_truth + p_yes + p_no must be 1, got {total}</source>
        <translation>يجب أن يساوي p_truth + p_yes + p_no العدد 1، والناتج {total}</translation>
    </message>
    <message>
        <source>Unknown oracle {oracle}</source>
        <translation>آلية تعشية غير معروفة: {oracle}</translation>
    </message>
    <message>
        <source>A multiple-choice question needs at least 2 options</source>
        <translation>يحتاج سؤال الاختيار من متعدد إلى خيارين على الأقل</translation>
    </message>
    <message>
        <source>Answers must be option numbers 0..{last}</source>
        <translation>يجب أن تكون الإجابات أرقام خيارات ضمن 0..{last}</translation>
    </message>
</context>
<context>
    <name>core.rr.estimators</name>
    <message>
        <source>the share of yes reports with the design&apos;s known noise removed (moment estimator (λ̂ − d)/c, c = {c}, d = {d}); {interval}</source>
        <translation>نسبة إجابات «نعم» بعد إزالة الضوضاء المعروفة للتصميم (مقدِّر العزوم (λ̂ − d)/c, c = {c}, d = {d})؛ {interval}</translation>
    </message>
    <message>
        <source>Expected {expected} counts, got {got}</source>
        <translation>عدد التكرارات المتوقع {expected}، والمستلَم {got}</translation>
    </message>
    <message>
        <source>{oracle} estimator (C_i/n − q)/(p − q) with p = {p}, q = {q}; {interval}</source>
        <translation>مقدِّر {oracle}: (C_i/n − q)/(p − q) حيث p = {p}, q = {q}؛ {interval}</translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts</name>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Choose your language</source>
        <translation>اختر لغتك</translation>
    </message>
    <message>
        <source>This survey asks some personal questions. Taking part is voluntary; you can stop at any time. Nobody, not even the interviewer, can tell from your answers what is true for you.</source>
        <translation>يطرح هذا الاستطلاع بعض الأسئلة الشخصية. المشاركة طوعية، ويمكنك التوقف في أي وقت. لا يستطيع أحد، ولا حتى الباحث، أن يعرف من إجاباتك ما هو صحيح بالنسبة إليك.</translation>
    </message>
    <message>
        <source>I agree to take part</source>
        <translation>أوافق على المشاركة</translation>
    </message>
    <message>
        <source>I do not want to take part</source>
        <translation>لا أريد المشاركة</translation>
    </message>
    <message>
        <source>For some questions this device flips a secret electronic coin before saving your answer. Sometimes it saves your true answer and sometimes a random one, and nobody can tell which. Only the saved answer is kept. So please answer truthfully: your true answer is never stored.</source>
        <translation>في بعض الأسئلة يرمي هذا الجهاز قطعة نقود إلكترونية سرية قبل حفظ إجابتك. أحيانًا يحفظ إجابتك الحقيقية وأحيانًا إجابة عشوائية، ولا يستطيع أحد أن يعرف أيهما. لا يُحفظ إلا الجواب المسجَّل. لذا يرجى الإجابة بصدق: إجابتك الحقيقية لا تُحفظ أبدًا.</translation>
    </message>
    <message>
        <source>Do this privately, so that nobody sees the result. Then press the answer the instructions give.</source>
        <translation>افعل ذلك على انفراد حتى لا يرى أحد النتيجة. ثم اضغط الإجابة التي تحددها التعليمات.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>متابعة</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>إنهاء</translation>
    </message>
    <message>
        <source>Thank you. Your answers are saved. Please hand the device back.</source>
        <translation>شكرًا لك. حُفظت إجاباتك. يرجى إعادة الجهاز.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved. Please hand the device back.</source>
        <translation>شكرًا لك. لم يُحفظ شيء. يرجى إعادة الجهاز.</translation>
    </message>
    <message>
        <source>This question is not protected: your answer is stored as given.</source>
        <translation>هذا السؤال غير محمي: تُحفظ إجابتك كما هي.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>تخطٍّ</translation>
    </message>
    <message>
        <source>Please answer this question.</source>
        <translation>يرجى الإجابة عن هذا السؤال.</translation>
    </message>
    <message>
        <source>This answer is not allowed here.</source>
        <translation>هذه الإجابة غير مسموح بها هنا.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Please type a number, for example 12.5.</source>
        <translation>يرجى كتابة رقم، مثلاً 12.5.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>لم يُحفظ</translation>
    </message>
    <message>
        <source>This response could not be saved: {problem}
Please call the enumerator.</source>
        <translation>تعذّر حفظ هذه الإجابة: {problem}
يرجى استدعاء الباحث.</translation>
    </message>
    <message>
        <source>Your true answer to a protected question never leaves this phone and is not kept on it: the phone sends only the answer it chose, together with your other answers, to the survey team&apos;s computer.</source>
        <translation>إجابتك الحقيقية عن سؤال محمي لا تغادر هذا الهاتف أبدًا ولا تُحفظ عليه: يرسل الهاتف فقط الإجابة التي اختارها، مع إجاباتك الأخرى، إلى حاسوب فريق المسح.</translation>
    </message>
    <message>
        <source>How this protects you</source>
        <translation>كيف يحميك هذا</translation>
    </message>
    <message>
        <source>If your true answer is {yes}, the answer sent is {yes} {a}, and {no} otherwise. If your true answer is {no}, the answer sent is {yes} {b}, and {no} otherwise.</source>
        <translation>إذا كانت إجابتك الحقيقية {yes}، فالإجابة المرسلة هي {yes} {a}، و{no} في غير ذلك. وإذا كانت إجابتك الحقيقية {no}، فالإجابة المرسلة هي {yes} {b}، و{no} في غير ذلك.</translation>
    </message>
    <message>
        <source>Of the {k} answers, the one sent is your true answer {p}; each of the other answers is sent {q}.</source>
        <translation>من بين الإجابات الـ {k}، تكون الإجابة المرسلة هي إجابتك الحقيقية {p}؛ وتُرسل كل إجابة من الإجابات الأخرى {q}.</translation>
    </message>
    <message>
        <source>For each of the {k} answers, the phone sends a mark &quot;mine&quot; or &quot;not mine&quot;. Your true answer is marked &quot;mine&quot; {p}; each other answer is marked &quot;mine&quot; {q}.</source>
        <translation>لكل إجابة من الإجابات الـ {k}، يرسل الهاتف علامة «لي» أو «ليست لي». تُعلَّم إجابتك الحقيقية «لي» {p}؛ وتُعلَّم كل إجابة أخرى «لي» {q}.</translation>
    </message>
    <message>
        <source>So nobody who sees the answer sent can know your true answer.</source>
        <translation>لذلك لا يستطيع أحد يرى الإجابة المرسلة أن يعرف إجابتك الحقيقية.</translation>
    </message>
    <message>
        <source>in {n} of every {m} cases</source>
        <translation>بنسبة {n} من كل {m}</translation>
    </message>
    <message>
        <source>in about {n} of every 100 cases</source>
        <translation>بنسبة {n} من كل 100 تقريبًا</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>ضع علامة على كل إجابة تنطبق عليك.</translation>
    </message>
    <message>
        <source>Sending your answers…</source>
        <translation>جارٍ إرسال إجاباتك…</translation>
    </message>
    <message>
        <source>Not sent yet: your answers are saved on this phone and will be sent when the connection is back.</source>
        <translation>لم تُرسل بعد: إجاباتك محفوظة على هذا الهاتف وستُرسل عند عودة الاتصال.</translation>
    </message>
    <message>
        <source>Your answers were sent.</source>
        <translation>أُرسلت إجاباتك.</translation>
    </message>
    <message>
        <source>Thank you for taking part.</source>
        <translation>شكرًا لمشاركتك.</translation>
    </message>
    <message>
        <source>Thank you. Nothing was saved or sent.</source>
        <translation>شكرًا. لم يُحفظ أو يُرسل أي شيء.</translation>
    </message>
    <message>
        <source>Start again for another person</source>
        <translation>ابدأ من جديد لشخص آخر</translation>
    </message>
    <message>
        <source>This page is for another version of the survey, so your answers could not be used. Please reload the page and answer again.</source>
        <translation>هذه الصفحة لنسخة أخرى من المسح، لذلك تعذّر استخدام إجاباتك. يرجى إعادة تحميل الصفحة والإجابة من جديد.</translation>
    </message>
    <message>
        <source>The survey team&apos;s computer could not accept these answers. Please tell the interviewer.</source>
        <translation>تعذّر على حاسوب فريق المسح قبول هذه الإجابات. يرجى إخبار الباحث الميداني.</translation>
    </message>
    <message>
        <source>The survey is closed: your answers are saved on this phone and will be sent if it opens again. Please tell the interviewer.</source>
        <translation>المسح مغلق: إجاباتك محفوظة على هذا الهاتف وستُرسل إذا فُتح من جديد. يرجى إخبار الباحث الميداني.</translation>
    </message>
    <message>
        <source>Privately {action}, so that nobody sees the result: {rules}.</source>
        <translation>دون أن يرى أحد النتيجة، {action}: {rules}.</translation>
    </message>
    <message>
        <source>if {condition}, {then}</source>
        <translation>إذا {condition}، {then}</translation>
    </message>
    <message>
        <source>in any other case, {then}</source>
        <translation>في أي حالة أخرى، {then}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>answer {answer}</source>
        <translation>أجب «{answer}»</translation>
    </message>
    <message>
        <source>answer the question truthfully</source>
        <translation>أجب عن السؤال بصدق</translation>
    </message>
    <message>
        <source>give the opposite of your true answer ({no} if the truth is {yes}, {yes} if the truth is {no})</source>
        <translation>أعطِ عكس إجابتك الحقيقية («{no}» إذا كانت الحقيقة «{yes}»، و«{yes}» إذا كانت الحقيقة «{no}»)</translation>
    </message>
    <message>
        <source>{action} and answer {answers}</source>
        <translation>{action} وأجب {answers}</translation>
    </message>
    <message>
        <source>{answer} if {condition}</source>
        <translation>«{answer}» إذا {condition}</translation>
    </message>
    <message>
        <source>{answer} otherwise</source>
        <translation>«{answer}» في أي حالة أخرى</translation>
    </message>
    <message>
        <source>Only the answer you give is recorded, never the result.</source>
        <translation>تُسجَّل الإجابة التي تعطيها فقط، ولا تُسجَّل النتيجة أبدًا.</translation>
    </message>
    <message>
        <source>toss a coin</source>
        <translation>ارمِ قطعة نقود</translation>
    </message>
    <message>
        <source>toss a coin again</source>
        <translation>ارمِ قطعة النقود مرة أخرى</translation>
    </message>
    <message>
        <source>roll a die</source>
        <translation>ارمِ حجر نرد</translation>
    </message>
    <message>
        <source>roll a die again</source>
        <translation>ارمِ حجر النرد مرة أخرى</translation>
    </message>
    <message>
        <source>toss two coins</source>
        <translation>ارمِ قطعتي نقود</translation>
    </message>
    <message>
        <source>toss the two coins again</source>
        <translation>ارمِ قطعتي النقود مرة أخرى</translation>
    </message>
    <message>
        <source>toss three coins</source>
        <translation>ارمِ ثلاث قطع نقود</translation>
    </message>
    <message>
        <source>toss the three coins again</source>
        <translation>ارمِ قطع النقود الثلاث مرة أخرى</translation>
    </message>
    <message>
        <source>toss three coins, one after the other</source>
        <translation>ارمِ ثلاث قطع نقود، واحدة تلو الأخرى</translation>
    </message>
    <message>
        <source>toss the three coins again, one after the other</source>
        <translation>ارمِ قطع النقود الثلاث مرة أخرى، واحدة تلو الأخرى</translation>
    </message>
    <message>
        <source>the die shows {faces}</source>
        <translation>ظهر على حجر النرد {faces}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> أو </translation>
    </message>
    <message>
        <source>the coin shows heads</source>
        <translation>ظهرت الصورة</translation>
    </message>
    <message>
        <source>the coin shows tails</source>
        <translation>ظهرت الكتابة</translation>
    </message>
    <message>
        <source>both coins show heads</source>
        <translation>ظهرت الصورة على القطعتين</translation>
    </message>
    <message>
        <source>both coins show tails</source>
        <translation>ظهرت الكتابة على القطعتين</translation>
    </message>
    <message>
        <source>one coin shows heads and the other tails</source>
        <translation>ظهرت الصورة على قطعة والكتابة على الأخرى</translation>
    </message>
    <message>
        <source>both coins show heads or both show tails</source>
        <translation>ظهرت الصورة على القطعتين أو الكتابة على القطعتين</translation>
    </message>
    <message>
        <source>at least one coin shows heads</source>
        <translation>ظهرت الصورة على قطعة واحدة على الأقل</translation>
    </message>
    <message>
        <source>at least one coin shows tails</source>
        <translation>ظهرت الكتابة على قطعة واحدة على الأقل</translation>
    </message>
    <message>
        <source>all three coins show heads</source>
        <translation>ظهرت الصورة على القطع الثلاث</translation>
    </message>
    <message>
        <source>all three coins show tails</source>
        <translation>ظهرت الكتابة على القطع الثلاث</translation>
    </message>
    <message>
        <source>exactly one coin shows heads</source>
        <translation>ظهرت الصورة على قطعة واحدة فقط</translation>
    </message>
    <message>
        <source>exactly two coins show heads</source>
        <translation>ظهرت الصورة على قطعتين فقط</translation>
    </message>
    <message>
        <source>all three coins show heads or all three show tails</source>
        <translation>ظهرت الصورة على القطع الثلاث أو الكتابة على القطع الثلاث</translation>
    </message>
    <message>
        <source>some coins show heads and some show tails</source>
        <translation>ظهرت الصورة على بعض القطع والكتابة على بعضها</translation>
    </message>
    <message>
        <source>at least two coins show heads</source>
        <translation>ظهرت الصورة على قطعتين على الأقل</translation>
    </message>
    <message>
        <source>at least two coins show tails</source>
        <translation>ظهرت الكتابة على قطعتين على الأقل</translation>
    </message>
    <message>
        <source>the first two coins show heads</source>
        <translation>ظهرت الصورة على القطعتين الأوليين</translation>
    </message>
    <message>
        <source>the first two coins show tails</source>
        <translation>ظهرت الكتابة على القطعتين الأوليين</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n}%</translation>
    </message>
    <message>
        <source>Privately draw a card from the deck the interviewer gives you, so that nobody sees it.</source>
        <translation>اسحب بطاقة من المجموعة التي يعطيك إياها الباحث، دون أن يراها أحد.</translation>
    </message>
    <message>
        <source>{share_truth} of the cards say &quot;Your true answer&quot;, {share_yes} say &quot;{yes}&quot; and {share_no} say &quot;{no}&quot;. Press the answer your card gives.</source>
        <translation>{share_truth} من البطاقات مكتوب عليها «إجابتك الحقيقية»، و{share_yes} مكتوب عليها «{yes}»، و{share_no} مكتوب عليها «{no}». اختر الإجابة التي تعطيها بطاقتك.</translation>
    </message>
    <message>
        <source>{share} of the cards ask the question as written; the others ask the opposite question. Answer your card&apos;s question truthfully.</source>
        <translation>{share} من البطاقات تطرح السؤال كما هو مكتوب، والباقي تطرح السؤال المعاكس. أجب عن سؤال بطاقتك بصدق.</translation>
    </message>
    <message>
        <source>{share} of the cards ask this question; the others ask another question, written on the card. Answer your card&apos;s question truthfully.</source>
        <translation>{share} من البطاقات تطرح هذا السؤال، والباقي تطرح سؤالًا آخر مكتوبًا على البطاقة. أجب عن سؤال بطاقتك بصدق.</translation>
    </message>
    <message>
        <source>{share} of the cards say &quot;Your true answer&quot;: then choose your true answer. Each of the other cards names one answer: then choose that answer.</source>
        <translation>{share} من البطاقات مكتوب عليها «إجابتك الحقيقية»: اختر عندها إجابتك الحقيقية. وكل بطاقة أخرى تذكر إجابة واحدة: اختر عندها تلك الإجابة.</translation>
    </message>
    <message>
        <source>⚠ dpgui kiosk only: do not deploy this question in ODK Collect or KoboToolbox. No die or coin can randomise it, so it is not asked here.</source>
        <translation>⚠ لجهاز dpgui فقط: لا تستخدم هذا السؤال في ODK Collect أو KoboToolbox. لا يمكن إجراء القرعة له بحجر نرد أو قطع نقود، لذلك لا يُطرح هنا.</translation>
    </message>
    <message>
        <source>The respondent randomises privately, as the question says: enter only the answer they give, and never ask for the result. Design: {design}.</source>
        <translation>يُجري المستجيب القرعة بمفرده كما يقول السؤال: سجّل الإجابة التي يعطيها فقط، ولا تسأل أبدًا عن النتيجة. الطريقة: {design}.</translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts.list_separator</name>
    <message>
        <source>, </source>
        <translation> أو </translation>
    </message>
</context>
<context>
    <name>core.rr.instruction_texts.second_separator</name>
    <message>
        <source>, </source>
        <translation>، و</translation>
    </message>
</context>
<context>
    <name>core.rr.survey</name>
    <message>
        <source>Question {name}: {problem}</source>
        <translation>السؤال {name}: {problem}</translation>
    </message>
    <message>
        <source>Question {name}: the {design} design needs {parameter}</source>
        <translation>السؤال {name}: يحتاج تصميم {design} إلى {parameter}</translation>
    </message>
    <message>
        <source>Question {name}: the design must be one of {designs}</source>
        <translation>السؤال {name}: يجب أن يكون التصميم أحد ما يلي: {designs}</translation>
    </message>
    <message>
        <source>The wanted ± must be between 0 and 1 (for example 0.05 for ±5 points)</source>
        <translation>يجب أن يكون ± المطلوب بين 0 و1 (مثلًا 0.05 لهامش ±5 نقاط)</translation>
    </message>
    <message>
        <source>Question {name}: {answer} is not one of {codes}</source>
        <translation>السؤال {name}: {answer} ليس من الرموز {codes}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a whole number</source>
        <translation>{name}: {value} ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (OUE: {digits} digits, each 0 or 1)</source>
        <translation>{name}: {value} ليس إجابة ممكنة (OUE: عدد الخانات {digits}، كل منها 0 أو 1)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a possible answer (allowed: {allowed})</source>
        <translation>{name}: {value} ليس إجابة ممكنة (المسموح: {allowed})</translation>
    </message>
    <message>
        <source>{name}: the answer is {length} characters long; the limit is {most}</source>
        <translation>{name}: عدد أحرف الإجابة {length}، والحد الأقصى {most}</translation>
    </message>
    <message>
        <source>{name}: {value} is not a number</source>
        <translation>{name}: {value} ليس عددًا</translation>
    </message>
    <message>
        <source>{name}: {value} is not a decimal (for example 12.5)</source>
        <translation>{name}: {value} ليس عددًا عشريًا (مثلًا 12.5)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a date (for example 2024-03-31)</source>
        <translation>{name}: {value} ليس تاريخًا (مثلًا 2024-03-31)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a time (for example 14:30)</source>
        <translation>{name}: {value} ليس وقتًا (مثلًا 14:30)</translation>
    </message>
    <message>
        <source>{name}: {value} is not a datetime (for example 2024-03-31T14:30:00)</source>
        <translation>{name}: {value} ليس تاريخًا ووقتًا (مثلًا 2024-03-31T14:30:00)</translation>
    </message>
    <message>
        <source>{name}: {value} is outside {lower}..{upper}</source>
        <translation>{name}: {value} خارج النطاق {lower}..{upper}</translation>
    </message>
    <message>
        <source>The survey has no question {name}</source>
        <translation>لا يحتوي الاستطلاع على سؤال باسم {name}</translation>
    </message>
    <message>
        <source>Add at least one question</source>
        <translation>أضف سؤالًا واحدًا على الأقل</translation>
    </message>
    <message>
        <source>Give at least one language</source>
        <translation>حدّد لغة واحدة على الأقل</translation>
    </message>
    <message>
        <source>Two questions are called {name}</source>
        <translation>يوجد سؤالان باسم {name}</translation>
    </message>
    <message>
        <source>The kiosk cannot follow this logic: {problems}</source>
        <translation>لا يستطيع الكشك اتباع هذا المنطق: {problems}</translation>
    </message>
    <message>
        <source>the kiosk does not ask {type} questions</source>
        <translation>لا يطرح الكشك أسئلة من نوع {type}</translation>
    </message>
    <message>
        <source>Not protected: typed text, numbers, dates and times, and what the kiosk does not ask (GPS points, photos, phone numbers, names, ...) are stored exactly as given, and such answers can identify people. Estimates leave them out, and exports too unless you choose to include them.</source>
        <translation>غير محمية: النصوص المكتوبة والأعداد والتواريخ والأوقات، وما لا يطرحه الكشك (نقاط GPS والصور وأرقام الهواتف والأسماء، ...) تُحفظ كما أُعطيت تمامًا، ويمكن لهذه الإجابات أن تكشف هوية الأشخاص. تستبعدها التقديرات، وكذلك ملفات التصدير ما لم تختر تضمينها.</translation>
    </message>
    <message>
        <source>{oracle} over {options} options (ε = {epsilon}, p = {p}, q = {q})</source>
        <translation>{oracle} على {options} خيارات (ε = {epsilon}, p = {p}, q = {q})</translation>
    </message>
    <message>
        <source>imported answers only (not protected)</source>
        <translation>إجابات مستوردة فقط (غير محمي)</translation>
    </message>
    <message>
        <source>asked directly (not protected)</source>
        <translation>يُطرح مباشرة (غير محمي)</translation>
    </message>
</context>
<context>
    <name>core.verification.above_threshold_chain</name>
    <message>
        <source>The exact model takes 1 to {c} answers above and up to {m} candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The noise scales and the sensitivity must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summing the chain&apos;s outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This release is not an above-threshold release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact model takes c up to {most}; this release has c = {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monotone counts (all neighbours&apos; counts move the same way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts that may move either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chain of this release: {m} candidates (of {n}), stopping after {c} above; discrete Laplace noise of scale {t} on the line and {q} on each count; sensitivity {d}; {shape}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its exact privacy loss ε* = {epsilon}, with δ = {delta} (the line&apos;s noise beyond ±{r} is left out of the sums); the ε charged for it is {charged}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ ε* is within the charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ ε* is MORE than the charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst case: counts {below} from the line reported below and {above} reported above, against a neighbour whose below counts are {up} higher and above counts {down} lower.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.verification.audit</name>
    <message>
        <source>any output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern {pattern}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running the mechanism {runs} more times on each input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and on the neighbouring input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x&apos; over x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x over x&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.verification.audit_gallery</name>
    <message>
        <source>histogram with discrete Laplace noise of scale 1/ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AboveThreshold / sparse vector, one positive answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above-threshold release: the chain it runs, with its own scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated α-geometric mechanism on {0..5} with α = e^−ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>randomized response by ε (on-device randomiser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generalised randomized response with 4 options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most common category by permute-and-flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN: histogram noised with scale ε instead of 1/ε (too little noise whenever ε &lt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN: sparse vector without noise on the queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN: sparse vector that outputs the noisy value with ⊤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN: above-threshold with the monotone scale (half the query noise) on counts that can move either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown mechanism {name}; choose one of {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching for the most revealing event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.verification.online_model</name>
    <message>
        <source>The threshold must be in 0..{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least one query</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.verification.verify</name>
    <message>
        <source>The matrix must have rows of equal length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There must be one label per row and per column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {label} has a negative probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {label} sums to {total}, not 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of runs must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run {run}; this mechanism has {runs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix file needs a header row and at least one input row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {line} has {found} probabilities, the header names {named}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbour {label} is not an input of the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no neighbouring inputs to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix has no mass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.words.interpretation</name>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon} and δ = {delta}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differential privacy limits what anyone can learn about a single person from the released numbers. With ε = {epsilon}, an observer who wrongly accuses an innocent person {fpr}% of the time can be right about you at most {tpr}% of the time (without the release: {fpr}%). Smaller ε means the release reveals less about anyone; larger ε gives more accurate numbers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core.words.plain_numbers</name>
    <message>
        <source>{value} ({low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>⚠ Too few rows or answers for a usable number: its range is too wide. Do not publish it on its own; merge groups or collect more data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.aggregates</name>
    <message>
        <source>reading the data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.duckdb_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregating where the data lives</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.link_sketch</name>
    <message>
        <source>reading every row once, to recognise these people in other datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file of {name} cannot be opened for reading any more (check its permissions); nothing was spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of {name} must be read once to recognise their people, and could not be read ({error}); nothing was spent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.linking</name>
    <message>
        <source>A linked dataset needs its declared schema (--schema): categories and bounds are never read off the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the source&apos;s column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {engine} engine could not read these {format} files ({error}): check that each is a well-formed file, and that a column holds one kind of value in every file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files of {name} ({location}) have changed since they were linked; releases use the rows as they are now, and the budget is the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of {name} ({location}) holds {count} file(s) added since it was linked, which its releases do not read; link the folder again to read them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.memory</name>
    <message>
        <source>fewer columns, a smaller k, fewer rounds or fewer synthetic rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer columns or coarser categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This release could need up to {need} of memory, more than the {allowed} dpgui allows itself on this computer (half of its {memory}); ask for {advice} (nothing was spent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.plan</name>
    <message>
        <source>{title} where {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table of {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {k}-way tables of {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} quantile of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of {count} filters are above {threshold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cells of {columns} are above {threshold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which {column} counts are above {threshold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column} in {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned from a tree of measured tables; error shown after release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned by private multiplicative weights; error shown after release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± {width} around the line at {confidence}: a count that far below is rarely reported above, one that far above usually is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± {width} per count at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± {width} per cell at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± {width} at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± depends on how many rows are averaged: more rows, a narrower interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about ± {width} with about {rows} rows at {confidence} (fewer rows, as in a subgroup, give a wider interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within {margin} of the largest count at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within {margin} rows of the true position in sorted order at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target accuracy must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target accuracy needs a query whose ± does not depend on the private n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even ε = {epsilon} gives ± {width}; ask for a looser accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a dpgui plan (it needs &quot;format&quot;: &quot;dpgui-plan&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan version {version} is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan holds only queries and their ε; unexpected {fields}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan has no queries (it needs &quot;queries&quot;: a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s &quot;dataset&quot; must be a dataset name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s &quot;confidence&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A planned query is malformed: each needs &quot;query&quot; (an object) and &quot;epsilon&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a planned query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every planned ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every planned ε must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;locked&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.plan_run</name>
    <message>
        <source>The whole plan does not fit: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing {query}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.queries</name>
    <message>
        <source>The {what} is longer than {limit} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {what} is nested too deeply to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {what} is not valid JSON: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} does not take {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query is a JSON object with &quot;type&quot; one of {types}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {kind} query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {kind} query needs &quot;column&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;lower&quot; must be less than &quot;upper&quot;, got [{lower}, {upper}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q must be strictly between 0 and 1, got {q}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;marginals&quot; needs a list of tables, each a list of different column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;marginals&quot; may list at most {tables} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;marginals&quot; lists the same table twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;marginals&quot; uses columns not in &quot;columns&quot;: {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every {k}-way table of {columns} columns is {tables} tables, more than the {most} one query may hold; choose fewer columns or another &quot;k&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;method&quot; is one of {methods}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;method&quot;: &quot;tree&quot; needs tables of two columns or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;rounds&quot; are for &quot;method&quot;: &quot;pmw&quot; only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an above-threshold query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} needs exactly one of &quot;column&quot;, &quot;columns&quot; or &quot;filters&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;column&quot; must be a column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} takes &quot;columns&quot;: a list of two different columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two candidates would both be called {label}, so the answer could not say which one is above; rename a category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;monotone&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;follow_up&quot; is the share of ε for the counts of those above: at least 0 and less than 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An above-threshold query takes from 1 to {most} candidates, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;filters&quot; needs a non-empty list of {&quot;name&quot;: …, &quot;where&quot;: …}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each filter is {&quot;name&quot;: text, &quot;where&quot;: a condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter&apos;s name must have from 1 to {most} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two filters have the same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two candidates have the same label, so &quot;order&quot; cannot name them; leave the order as declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;order&quot; must list every candidate&apos;s label exactly once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} needs &quot;columns&quot;: a list of at least two different columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;where&quot; may hold at most {parts} conditions and values in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition with &quot;{op}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{op}&quot; needs a non-empty list of conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;and&quot; and &quot;or&quot; may be nested at most {depth} deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition needs &quot;column&quot; and one of &quot;equals&quot;, &quot;in&quot; or &quot;range&quot; (or &quot;and&quot;/&quot;or&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition&apos;s &quot;column&quot; must be a column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;range&quot; needs a numeric column and [low, high]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;range&quot; must be [low, high] with low ≤ high, got [{low}, {high}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;in&quot; needs a non-empty list of values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value in &quot;{form}&quot; may have at most {most} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value in &quot;{form}&quot; holds text that is not valid Unicode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{form}&quot; takes text or numbers only, not true, false, null, lists or objects (write true or false in quotes as the data spells them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value in &quot;{form}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.release</name>
    <message>
        <source>The confidence level must be between {low}% and {high}%, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the schema of {dataset} before releasing anything from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the &quot;derived_from_private_data&quot; mark) before releasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema of {dataset} was proposed from the private data; review it and declare it (remove the &quot;derived_from_private_data&quot; mark) before releasing (still to confirm: {columns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above-threshold answers come from the sparse vector technique, which needs a pure ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mode is chosen by permute-and-flip, which needs a pure ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quantile is chosen by permute-and-flip, which needs a pure ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marginals are chosen by permute-and-flip, which needs a pure ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bounds [{lower}, {upper}] are too far apart to place {points} candidate values between them; give narrower bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts are monotone only when the privacy unit is add-remove (replacing a person can raise one count and lower another); leave &quot;monotone&quot; false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured) and the typical difference between its learned and measured cells in rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each table also states the 95% noise half-width of its measurement (if it was measured), the typical difference between its learned and measured cells in rows, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No per-cell range: the learned model is too large to refit the {least} times its ranges need in reasonable time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No per-cell range: their computation was cancelled; the tables, already paid for, are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No per-cell range: computing them failed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No per-cell range: no round was run, or the ranges were stopped before {least} refits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell&apos;s range (about {confidence}, approximate) comes from the released measurements alone, at no cost: Efron&apos;s parametric bootstrap ({refits} refits of the same fit to measurements drawn again from the learned tables, with fresh discrete Laplace noise of each measurement&apos;s scale), widened by how far the model still was, in its last rounds, from the tables it measured next (s = {miss} rows per √row; ± {z}·s·√count for a measured table, ± {chebyshev}·s·√count, Chebyshev&apos;s bound, for a table learned from the others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ These tables are not fit to publish: the noise of each measured table (±{width} rows at 95%) is larger than a typical learned cell ({typical} rows). The noise would be smaller than a typical cell at ε = {epsilon} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or with the rounds cut to {rounds} (each round measures one table, so fewer tables measured each get more of the budget)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the {cost} charged for it stays spent, because reading its data had begun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release failed after its {cost} was charged (an internal error: {error}); the charge stays spent. Please report this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the disk is full), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release was made but could not be saved (the project file could not be written), so its result is lost unseen; the {cost} charged for it stays spent (the ledger lists it as failed), and running it again would spend again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {count} row of each person were kept, chosen at random, before counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {count} rows of each person were kept, chosen at random, before counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} row in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It assumes each person has at most {count} rows in the data; this was not checked (declare the column that identifies people to enforce it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for at least one synthetic row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.spark_backend</name>
    <message>
        <source>None of the linked files is there any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregating on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.sql_aggregates</name>
    <message>
        <source>counting in the data&apos;s own engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding in the data&apos;s own engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking in the data&apos;s own engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.survey_estimates</name>
    <message>
        <source>Wilson score interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wald interval (poor near 0 and 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clopper–Pearson exact interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hoeffding bound (valid for every n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than two responses: no estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked directly, not protected: share of answers; {interval}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subgroups must come from a question asked directly; {question} is randomised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subgroups must come from a choice or a number; {question} holds answers as typed, which identify people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{question}: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>licenses</name>
    <message>
        <source>dpgui uses Qt for Python (PySide6) and Qt under the GNU Lesser General Public License v3. They are used as unmodified, dynamically linked libraries: you may replace them with your own build, and their source code is available from qt.io. The full LGPL text is included below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.charts</name>
    <message>
        <source>Noisy counts; each cell ± {width} ({confidence} interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} (dot: estimate; bar: {confidence} interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count (people)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates with {confidence} intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidates, in the order examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which are above {threshold} (examined {examined} of {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what an observer can reach (ε = {epsilon})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no release: pure guessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false-positive rate (innocent people accused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true-positive rate
(you, correctly identified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best possible test of &quot;is this person in the data?&quot; (ε = {epsilon})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(output | input); red boxes: the pair and output that set ε*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markov chain: each input (left) moves to an output (right) with the labelled probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε* = {epsilon} (δ = 0 from here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest δ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ(ε): every (ε, δ) on or above the curve is guaranteed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical difference from its noisy measurement, in rows per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance of the learned table from its noisy measurement (0 = same, 1 = disjoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error by table (grey: not measured directly, learned from the others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noisy measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{table}: rows {rows}, columns {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimates yet: collect or import responses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated share, with {confidence} intervals (grey: asked directly, not protected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.document</name>
    <message>
        <source>discrete Laplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discrete Gaussian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permute-and-flip selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned by private multiplicative weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ = {rho} (zero-concentrated DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{law}, costing {spend}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale {width}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{law} with {scale} on the sum, costing {spend}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{law} with {scale}, costing {spend}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no release {number} in this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned from a tree of measured tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sparse vector (above the line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose releases for detail as numbers separated by commas (3,17,42), last:20, all or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summing up release {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding or removing any one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replacing any one person&apos;s data with someone else&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These statistics were released with differential privacy by dpgui {version}. Random noise was added to each one, calibrated so that the published numbers reveal very little about any single person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of privacy: the guarantee covers {unit}, with all of that person&apos;s rows; each release below says how many rows one person may have and whether that was enforced or assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public metadata: every category list and bound used below was declared by the curator, not read from the data. Values outside a declared list are counted in an explicit &quot;(other)&quot; cell, unless a release below says that they were left out; values outside declared bounds are clamped to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy budget of {name}: {symbol} = {total} in total; {symbol} = {spent} spent by all releases about these people so far; {symbol} = {left} remaining. Costs add up across releases (sequential composition).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the intervals: each interval contains the true value with the stated probability. Post-processing such as clamping or rounding never changes the privacy cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No release is shown in detail below, only summed up here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{detailed} of these {reported} releases are shown in detail below; the others are only summed up here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 table learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} tables learned together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and {count} more cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the line: {names} ({examined} of {count} examined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{confidence} intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approximate {confidence} ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no per-cell ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Intervals ({confidence}): {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {mechanism}. Approximate ranges ({confidence}): {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {mechanism}. No per-cell ranges; how it was computed: {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-processing, which costs nothing: {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {group}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.manifest</name>
    <message>
        <source>this is not a dpgui release manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project&apos;s ledger has no entry {entry}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger hash differs from the project&apos;s ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the released values or intervals differ from what the ledger recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the query differs from the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the release number differs from the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost differs from the ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.plain_words</name>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (still counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled (still counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted (still counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: {value} (chosen with privacy protection, so it may be near, not exactly at, the true value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: each number is a count of rows with a little random noise added to protect people; we are {sure} sure that each true count lies between its low and high end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: about {estimate}; we are {sure} sure the true value lies in that range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which are above {threshold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: {above} of {count} reported above: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: none of the {count} was reported above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped after {c} above: {examined} of {count} examined, {rest} not examined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {count} were examined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Above&quot; is decided with random noise: a true count {w} or more below the line is reported above at most {p_below} of the time, one {w} or more above it at least {p_above} of the time (if examined first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{asked}: many tables learned together from noisy counts, so they agree with one another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We are about {sure} sure that each true count lies between its low and high end (approximate ranges; tables learned from the others have wider ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These tables have no ranges (see how they were computed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Too few rows for a usable number in {named}: the range is wider than the number. Do not publish those on their own; merge groups or collect more data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.release_export</name>
    <message>
        <source>Export a release as {formats}, not {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.render</name>
    <message>
        <source>Estimate</source>
        <translation>تقدير</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Follow-up count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released numbers (low to high end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation>الطريقة</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the summary: release {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing release {number} ({done} of {count} in detail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project} — release report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release report: {project}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of the releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart of release {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head of the ledger&apos;s hash chain: {hash}. Any change to an earlier entry changes this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the intervals were computed: {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… {count} more rows in the HTML report or the exported table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget and ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every entry counts as spent, whatever its outcome. Head of the ledger&apos;s hash chain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report file must end in .pdf or .html</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.survey_export</name>
    <message>
        <source>NO: stored exactly as given, never randomised; text, numbers, dates and GPS points like these can identify people: keep this file as private as the raw data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as given ({kind}); blank = missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 = yes, 0 = no (the reported answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole number {lower}..{upper}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one 0/1 column per option ({columns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO: asked directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{question}: bit for {option}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes (reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as one of {formats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error} (already written: {files})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SPSS export needs pyreadstat (pip install &apos;dpgui[spss]&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SPSS file was not written whole</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report.survey_scripts</name>
    <message>
        <source>{name}: asked directly, NOT protected (the share of answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ (not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: a whole number; dpgui gives no estimate for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: kept as given ({kind}), not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each estimate is dpgui&apos;s: the share of reports with the design&apos;s known noise removed,
(share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
for the share of reports mapped through the design (within 0 and 1).
Missing answers stay missing and are left out of each question&apos;s estimate, as in dpgui:
n is the number of people who answered that question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(yes reported) = c x prevalence + d with c = {c} and d = {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(option reported) = c x share + d with c = p - q and d = q, p = {p}, q = {q}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each option&apos;s 0/1 column: P(1 reported) = c x share + d with c = p - q and d = q, p = 1/2, q = {q}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the share of answers (c = 1, d = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui&apos;s estimates recomputed in R (written by dpgui).
Run it in this folder (Rscript {stem}-analysis.R, or setwd() to it first). Base R 4.1 is enough
for a .csv export; with the packages RRreg and rr installed (install.packages(c(&quot;RRreg&quot;, &quot;rr&quot;)))
their estimates are printed under dpgui&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the columns are read without their header row and named by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui&apos;s estimates recomputed in Stata (written by dpgui).
Run it in this folder (cd to it first). Stata 14 or later, base commands only (16 to read a .sav).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, version {version}: dpgui&apos;s estimates recomputed in SPSS (written by dpgui).
Run it with this folder as the working folder (CD &apos;this folder&apos;. first). Base SPSS only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not estimated here, as SPSS would rename its column when reading the .xlsx file; the .csv or .sav export&apos;s SPSS syntax estimates it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.columns</name>
    <message>
        <source>A value is {length} characters long (the limit is {most})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.declared.names</name>
    <message>
        <source>the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of {what} is {length} characters long; the limit is {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of {what} holds an invisible, blank or control character, or one that turns the text around ({character}); type the name again without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new {what} name {name} looks like the existing {other} (the same letters, or letters of another alphabet that look the same); check that it is the one you meant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.declared.numbers</name>
    <message>
        <source>column {name} is declared numeric but {count} values are not numbers (data rows {rows}): {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {name} is declared numeric but {count} value is not a number (data rows {rows}): {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problems}. Empty cells count as missing: correct or empty those cells, or declare the column categorical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: nothing was imported. {problems}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.declared.schema</name>
    <message>
        <source>Type must be one of {types}, not {type}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A categorical column needs a list of categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The category list has a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing must be &quot;cell&quot;, &quot;other&quot; or &quot;exclude&quot; for a categorical column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside must be &quot;other&quot; or &quot;exclude&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values cannot be counted in (other) when values not in the list are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;outside&quot; applies to a categorical column only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A numeric column needs lower and upper bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bounds must be finite with lower &lt; upper, got [{lower}, {upper}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing must be &quot;impute&quot; or &quot;exclude&quot; for a numeric column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The imputed value must lie within the bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows with no {name} were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows with no {name} were counted as {value}, which pulls the mean toward {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows whose {name} is missing or not in the declared list are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows whose {name} is not in the declared list are left out; the (missing) cell counts rows with no {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list, and the (missing) cell counts rows with no {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list and rows with no {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (other) cell counts {name} values not in the declared list; rows with no {name} are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;max_rows&quot; must be a whole number from 1 to {most}, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name} holds randomized-response answers; estimate its prevalence from the design (dpgui rr estimate, or the Survey page) instead of releasing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name} is not declared in the schema, so it cannot be released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name} is an identifier and is never released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name} is declared {type}; this query needs {types}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema is not valid JSON: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema must be a JSON object with a &quot;columns&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema declares {name}, which is not a column of the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name}: its declaration must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name}: a randomized_response column needs its &quot;design&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;person&quot; must be an object naming the identifier &quot;column&quot; and &quot;max_rows&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;person&quot; names {name}, which must be a column declared as an identifier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers</name>
    <message>
        <source>There is no file at {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: dpgui reads {kinds} files; save it as CSV or Excel and try again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.delimited</name>
    <message>
        <source>{name} is UTF-16 text; save it as UTF-8 CSV and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} contains binary data (a zero byte at byte {byte}); it is not a text table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, line {line}: a line is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({encoding}, delimiter {delimiter})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, line 1: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no header row (its first line is blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the column name {name} appears twice (columns {first} and {second}); rename one and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: there is no select_multiple column {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: the text is not valid {encoding} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has a header but no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: its first row, the column names, is longer than {megabytes} MB, which no table needs; is this really a CSV file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside a quoted field ({problem}); it may be truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows have different numbers of fields: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} (after {rows} rows)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.formats</name>
    <message>
        <source>{file}: the column name {name} appears twice; rename one and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}, row {row}: more cells than header names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a readable Excel .xls workbook ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} would unpack to {size} MiB ({text} MiB of text), more than dpgui reads from a workbook ({most} MiB, {most_text} MiB of text); save the sheet as CSV and import that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a readable Excel workbook ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has no sheet {sheet} (sheets: {sheets})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has a header but no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (sheet {sheet})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows} rows read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its value labels were NOT applied, because in label set {label_set} the label {label} could stand for two values: the numeric codes were imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading Parquet needs the optional extra: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a readable Parquet file ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a readable Stata file ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (Stata, value labels applied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (SPSS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (Stata, {note})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading SPSS needs the optional extra: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a readable SPSS file ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (SPSS, value labels applied)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.rr_responses</name>
    <message>
        <source>{count} rejected submission was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rejected submissions were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} submission marked “{why}” was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} submissions marked “{why}” were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{notices}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {value} in the column of option {option} (expected 1 or 0, or True or False)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {option} is not a possible answer (allowed: {allowed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: no column for {questions}; its columns are {columns}. Map each question to a column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row}, column {column}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} value(s) outside the survey&apos;s design, so nothing was imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has no responses to import: {notice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has no responses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.well_formed</name>
    <message>
        <source>The file changed while it was read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform</name>
    <message>
        <source>its &quot;other, specify&quot; text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>responses are not encrypted; the kiosk keeps only reported answers, in the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kiosk stores responses in the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>responses are named by their UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kiosk shows one question per screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a valid XLSForm: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an XLSForm workbook ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the kiosk would ask nothing: every question is inside {repeats}, which asks its questions again and again (the kiosk asks each question once). Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the kiosk cannot ask this form as written, so nothing was imported. Change these rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the note is not shown on this device ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row named {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row} ({name}, {part})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {type} is filled in by ODK Collect; the kiosk does not record it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the calculation is not computed by the kiosk (a question whose logic uses it is not asked here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{type} is not a question type ODK knows; check its spelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {type} question cannot be randomised; remove rr_design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {type} attaches a file of data to the form in ODK; the kiosk does not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a randomised question inside a {kind} would be asked again and again; move it out of the {kind} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {kind} asks its questions again and again; the kiosk asks each question once (its answers are in their own sheet of an export)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: required only when {condition}; the kiosk does not require it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}; a randomised question must be asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}; a randomised question needs them on the choices sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the default {value} is not filled in by the kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number in its design is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the constraint is not checked by the kiosk (on a randomised question it would test the true answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the constraint {constraint} is not checked by the kiosk ({problems})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {type} question cannot be randomised; remove rr_design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An integer question cannot be randomised; remove rr_design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A select_multiple question cannot be randomised; remove rr_design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A randomised yes/no question needs a list with the choices yes and no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {design} design needs the column {columns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A randomised multiple-choice question needs rr_epsilon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rr_design {design} (use warner, forced, unrelated, epsilon, auto, grr or oue, or leave it blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings: {key} is not used by the kiosk ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui_texts row {row}: unknown text {name} (known: {known})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.importers.xlsform_writer</name>
    <message>
        <source>asked directly: NOT protected (ODK and dpgui kiosk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device&apos;s electronic coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the respondent&apos;s dice or cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: NOT AVAILABLE (no die or coin realises {design}, so the form hides it there and shows a warning in its place); dpgui kiosk: {kiosk}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ODK Collect/Kobo: physical, the respondent&apos;s die or coins (see the label); dpgui kiosk: {kiosk}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows {rows} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the die and coin steps in survey {rows} (write your own in the column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes and No in choices {rows} (write them in the sheet dpgui_texts, rows yes and no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {language} form shows some words in English, as dpgui has none in {language}: {places}. Translate them before using the form.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.anchor</name>
    <message>
        <source>Its integrity check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its write-ahead log could not be set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer&apos;s record of dpgui spending ({path}) stayed busy in another dpgui for {seconds} s; close the other dpgui windows and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer&apos;s record of dpgui spending ({path}) is damaged ({problem}). dpgui will not spend from or change project files without it, because that could undo spending. Restore that file from a backup; only if there is none, move it aside, knowing that spending it recorded can then be counted again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s record of dpgui spending ({path}) has {links} names on this disk (hard links), which can corrupt it, so dpgui will not use it. Delete the other names.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.book</name>
    <message>
        <source>{file}: {problem}; the budget record cannot be trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is shown as the file itself counts it (spending this computer recorded beyond the file is not counted, and the file&apos;s own is not yet recorded here: look again once the record can be used), because {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s record of dpgui spending is new, or was deleted, since {file} was last used here, so spending made here before then cannot be checked. If you have a backup of dpgui&apos;s folder ({folder}), restore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} holds rows that are the same, or mostly the same, as those of a dataset in another project on this computer; what was spent on those people there counts here too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget of {name} in {file} is larger ({current}) than this computer last saw ({remembered}), with no record of the change here; the smaller total is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A budget keeps its currency; give the new total in the same terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the group of people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the same, or mostly the same, rows as {other}; the same people cannot be given a second budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group of people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the people in {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge {charge} was not made by this session; it cannot be completed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge {charge} does not exist or has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declaration of {name} in {file} was changed outside dpgui; its budget record cannot be trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no release {release}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release of ledger entry {number} was changed after it was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.chosen_record</name>
    <message>
        <source>The record of spending was changed while this project was open (now: {record}); close the project and open it again, so that all its spending is counted in one record. Nothing was spent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.entries</name>
    <message>
        <source>spending this computer recorded that the file does not count yet (open it for changes to write it there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spending this computer recorded that the file did not count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.journal</name>
    <message>
        <source>Journal event {event} was changed, removed or reordered after it was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal event {event} puts a dataset in a population that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal event {event} settles a charge that does not exist or was settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal event {event} spends more than its charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone in this project</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.journal_migration</name>
    <message>
        <source>Ledger entry {entry} was changed after it was written; the budget record cannot be trusted, so this file is not upgraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release of ledger entry {entry} was changed after it was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.locks</name>
    <message>
        <source>another process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is held by {holder}; try again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is open for changes elsewhere ({holder}); close it there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has {links} names on this disk (hard links). Two names for one project file can corrupt it and let its budget be spent twice, so dpgui will not open it. Keep one name: delete the other links, or make a real copy with your file manager.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.reconcile</name>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: it has been added to the budget spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} counts less spending on {name} than this computer has recorded ({cost} less). It may be an older copy, a restored backup, or a file whose ledger was cut or rewritten, or its rows were already used in another project on this computer. The difference still counts: this computer&apos;s record keeps it, and it is written into the file when the file is next opened for changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} does not continue the ledger this computer last saw for this project (a copy that went its own way, or a ledger rewritten outside dpgui). No spending recorded here is missing from it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.record_choice</name>
    <message>
        <source>The choice of record of spending ({path}) could not be read ({problem}); choose again with `dpgui record use`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choice of record of spending ({path}) is not one dpgui wrote; choose again with `dpgui record use`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s record of spending is named by a URL such as postgresql://curator@server.example.org/dpgui, not {url}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL of the team&apos;s record holds a password; dpgui keeps passwords out of URLs and settings. Give the URL without it, and keep the password in the system&apos;s keyring (the app&apos;s settings, or `dpgui record use --password`) or in ~/.pgpass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s own record of spending ({path}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s record of spending on the server {host}, database {database}, as {user}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Set for this installation by {variable}.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password could not be kept in this system&apos;s keyring ({problem}); keep it in ~/.pgpass instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.ledger.team_record</name>
    <message>
        <source>The team&apos;s record of spending at {host} could not be used ({problem}); nothing was spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s record of spending at {host} was lost while a change was being recorded ({problem}); if it was a charge, it may have been kept there, and then it counts when the project is next opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s record of spending ({path}) could not be read ({problem}); nothing was uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.links</name>
    <message>
        <source>The engine must be {engines}, not {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table is linked through Spark: choose --engine spark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file or folder at {location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: link one Parquet file, one CSV file, or a folder of one of them (found {found})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spark cannot read the file {name} (a name holding &apos;:&apos; or beginning with &apos;.&apos; or &apos;_&apos;); rename it, or link it with DuckDB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.project</name>
    <message>
        <source>{name}: this copy is on read-only media or write-protected, so nothing can be spent or changed here; its budget, history, exports and reports can still be seen. To spend, copy it to a disk you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of {name} are the same, or mostly the same, as those of {other}, so it shares that dataset&apos;s budget: the same people cannot be given a second budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be opened here: its latest changes are still in {log} beside it, which can be read only where dpgui may write; copy both files to a disk you can write to and open the copy there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be opened here: it can still be changed (by its owner, perhaps at this moment) but dpgui cannot write beside it, as SQLite needs in order to read it safely; copy it to a disk you can write to and open the copy there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be opened: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} already exists; choose another name or open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The privacy unit must be {add_remove} or {replace_one}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maximum number of rows per person must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no project file at {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a dpgui project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was written by a newer dpgui (file version {version}); update dpgui to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was made by an older dpgui and needs an upgrade, which cannot be made on read-only media; copy it to a disk you can write to and open the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} needs an upgrade; open it once for changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this project is open read-only; close the other window to make changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged and cannot be read ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} failed its integrity check: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project is busy in another process ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full, so nothing was saved; free some space and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project file could not be written ({problem}); nothing was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no dataset called {name} (datasets: {names})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, column {column}, rows {first}–{last}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the bundled practice project, about made-up people; create a project of your own for real data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of {name} have changed and are now mostly those of {other}, which has a budget of its own; link them again as a new dataset. Nothing was spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dataset called {name} already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored data of {name} (column {column}) was changed outside dpgui; it is not the data its budget was declared for</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.safe_files</name>
    <message>
        <source>nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}: {outcome}; {advice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding {folder} is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{folder} is not writable (permission denied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose another folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding {folder} is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding {folder} reported an input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the disk and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} in {folder}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a device, a pipe, a socket or a folder, not a file, so it is left as it is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>store.surveys</name>
    <message>
        <source>the survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {version} of this survey already has responses, so its questions are locked; make a new version to change them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response must answer exactly the survey&apos;s questions (missing: {missing}, unknown: {unknown}); nothing was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} already exists; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of another survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was collected with version {version} of this survey, which this project does not hold exactly; nothing was merged. Merge into a project made from the same survey file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.about</name>
    <message>
        <source>About dpgui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;dpgui {version}&lt;/h2&gt;&lt;p&gt;Release statistics about sensitive data with differential privacy. dpgui is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;{qt_notice}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages shipped, with their licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{package} {version} — {licence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bundled software and its licences&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.context</name>
    <message>
        <source>Declare schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit queries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.glossary</name>
    <message>
        <source>Privacy budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much may be learned about any one person from everything you release about a group of people. Each release uses part of it; when it is used up, nothing more can be released. dpgui keeps the account, and you cannot get spent budget back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε (epsilon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of a privacy budget, or of the part one release uses. Smaller means more private and noisier numbers; 1 is a common total. Above about 5, an observer can learn a lot about a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small random amount added to each released number so that no one can tell whether a given person is in the data. It is why released numbers differ a little from the exact ones, and why each comes with a range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval (range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The low and high ends around a released number. &quot;95% sure&quot; means that in 95 of 100 releases made this way, the true value lies inside. A wide range means the number says little: do not publish it as if it were precise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows with no answer in a column. dpgui leaves them out unless you choose to count them as a value, which pulls averages toward that value; every result says which rule was used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Randomized response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A way of asking a sensitive question: the respondent&apos;s device (or a coin or dice) sometimes replaces the true answer by a random one, by known rules. No single answer can be trusted, so it protects the respondent, yet the share of &quot;yes&quot; in the whole group can still be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you tell dpgui about each column from the questionnaire or codebook: its type, its allowed answers, the smallest and largest values. It is public and must not be read off the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query (question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One statistic you ask of the data: a count, a share, an average, a median or a table. You choose how much of the budget each one uses: more budget gives a narrower range. Planning queries costs nothing; only releasing them does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query answered with noise added, and with its range. It is paid for from the budget once, when it is made, and kept in the project: looking at it again, exporting it or writing a report about it costs nothing more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many tables at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several tables released together from one budget. dpgui measures a few of them with noise, one per round, and learns the rest from those measurements (&quot;private multiplicative weights&quot;), so that all the tables agree with one another. Their ranges are approximate; tables learned from the others have wider ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step of &quot;many tables at once&quot;: the table the learned model answers worst is chosen and measured with noise, using a share of the budget. More rounds measure more tables, each with a smaller share and more noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words used in dpgui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.kiosk</name>
    <message>
        <source>{title} — kiosk</source>
        <translation>{title} — الكشك</translation>
    </message>
    <message>
        <source>{count} response in this project · Esc: enumerator</source>
        <translation>عدد الإجابات في هذا المشروع: {count} · Esc: الباحث الميداني</translation>
    </message>
    <message>
        <source>{count} responses in this project · Esc: enumerator</source>
        <translation>عدد الإجابات في هذا المشروع: {count} · Esc: الباحث الميداني</translation>
    </message>
    <message>
        <source>PIN to leave the kiosk:</source>
        <translation>رمز PIN للخروج من الكشك:</translation>
    </message>
    <message>
        <source>Enumerator</source>
        <translation>الباحث الميداني</translation>
    </message>
    <message>
        <source>That PIN is not right. Try again (Cancel goes back to the survey):</source>
        <translation>رمز PIN غير صحيح. حاول مرة أخرى (زر «إلغاء» يعيدك إلى الاستطلاع):</translation>
    </message>
</context>
<context>
    <name>ui.link_dialog</name>
    <message>
        <source>Link a large file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parquet or CSV (*.parquet *.pq *.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its declared schema (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linking {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linking failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}

The project was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.main_window</name>
    <message>
        <source>Open the e&amp;xample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a re&amp;port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help for this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does ε &amp;mean?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {note}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported, with a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

The project was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled; the project was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the practice project, about made-up people: create a project of your own (File › New project…) to import real data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (read-only) — dpgui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — dpgui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help for the {page} page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>الاستطلاع</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>تقديرات الاستطلاع</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism &amp;inspector and audit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xact ε of the shown above-threshold release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team &amp;record of spending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Words used in dpgui…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About dpgui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the kiosk first: a respondent may be answering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the work under way has finished, then change the language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language not changed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a data file into this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total ε for each dataset in this project
(smaller is more private; 1 is a common choice):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Open it read-only?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others can read this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other users of this computer can read {name}, which holds raw data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change who can read the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the example…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.above_threshold_parts</name>
    <message>
        <source>the categories of one column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cells of a two-way table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of filters I name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of filter {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name, e.g. young men</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line: a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order to examine them in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the order I set below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates in the order examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected candidate up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected candidate down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less noise: counts only grow when a person is added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True of counts when the privacy unit is add-remove: adding a person never lowers any count, so half the noise protects them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of ε for the counts of those above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It pays for the few above the line, not for every cell: the ones below cost nothing more. It stops after the number above you set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line (a count):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many above:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also give counts for those above, using:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.add_query</name>
    <message>
        <source>Type the ± you want as a number, such as 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy to aim for (±)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic: a tree of tables chosen and measured one by one, one per column; a number: private multiplicative weights in that many rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy level ε of this query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at {confidence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy level of this query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram of a column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-way table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median or other quantile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most common category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many tables at once (k-way tables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which are above a line?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is one of (comma-separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is between (low, high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A range needs two numbers: low, high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns to release together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the categorical columns whose tables you want</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables to learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick the tables you do not need: the budget then goes to the ones you do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all conditions hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any condition holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a condition (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>النوع:</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantile (0.5 = median):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables of k columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables wanted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rows where:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only declared columns are listed; identifiers are never released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accuracy shows once the query is complete: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How accurate these tables are is only known after they are released: they are learned together, and each table&apos;s error is shown with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected accuracy: {accuracy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aiming needs an accuracy known before the release; this query&apos;s is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: ε = {epsilon} in all, however many are above ({comparisons} to compare, {counts} for the counts of those above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty: ± {w} around the line: a count {w} or more below it is rarely reported above ({rare} of the time at most), one {w} or more above it usually is ({usual} at least).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ What was typed in the ε box is not a number from {low} to {high}, so the box is back at ε = {epsilon}. Press OK to add the query with it, or type another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.budget</name>
    <message>
        <source>Give this dataset its own budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only if this dataset is about people that none of the other datasets cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger: every charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does ε mean?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details: the chart of what an observer can tell, and the ledger&apos;s hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ledger&lt;/b&gt; — every charge, in order; it can only grow, and its hash chain shows any tampering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dataset yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Budget of {people}: ε {spent} spent of {total} — {left} left ({percent}% used)&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared by every dataset about these people: {datasets}. A release from any of them spends from this one budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {dataset} uses this budget. If you import another table about the same people, it will share it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;The budget is used up.&lt;/b&gt; Every further release about these people is refused, because each one would reveal more about them. Past releases can still be viewed and exported at no cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;{percent}% of the budget is spent.&lt;/b&gt; Keep the rest for the statistics that matter most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried into this file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: what the budget counts as spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every line above, added up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger verified; head of the hash chain {head}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A budget of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only do this if {dataset} is about people that none of the other datasets in this project cover.
What was already spent on it still counts against its new budget.

Total ε for its people:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{outcome} (release missing: still counted)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.data</name>
    <message>
        <source>⚠ &lt;b&gt;Some lines were proposed from the private data&lt;/b&gt; (highlighted). Check each against the questionnaire or codebook and tick it in the Check column; releases are refused until every proposed line is ticked. Bounds are never proposed: type them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link a large file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parquet or CSV that stays where it is: DuckDB computes only the aggregates each release needs. Needs a declared schema file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the private data to suggest types and category lists (never bounds); each proposed line is highlighted until you confirm it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column that identifies people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identifier column that says whose row it is. With it, dpgui keeps at most the number of rows you give per person (chosen at random) before counting anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most rows kept per person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared schema&lt;/b&gt; — public metadata; every change is saved at once (Edit ▸ Undo to go back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows of each person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data yet. Use &lt;b&gt;Import data…&lt;/b&gt; or drag a file onto the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{dataset}&lt;/b&gt;: {origin}. {budget}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one row per person (assumed, not checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the person is identified by {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the data to propose declarations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows} rows × {columns} columns, imported {date} from {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{columns} columns, linked {date} to {source} ({format}, aggregated by {engine}; the rows stay there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{linked} — &lt;b&gt;its files have changed since they were linked&lt;/b&gt;; releases use them as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget of {people}: {total}, shared with {datasets}; {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget of {people}: {total}; {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.import_wizard</name>
    <message>
        <source>Data files ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Choose a data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV or TSV, Excel (.xlsx), Parquet, Stata (.dta) or SPSS (.sav). ODK and KoboToolbox CSV exports are read too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a short name for this dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an ODK / KoboToolbox export (strip group prefixes such as household/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Check the file (private preview)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;Private preview, shown only to you.&lt;/b&gt; These rows are the confidential data: they are never released, exported or shown in results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s first rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ This file cannot be imported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Declare each column (public metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the categories and bounds you know from the questionnaire or codebook. They are public: never read them off the data. Columns left &apos;not released&apos; stay private.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose from data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest types and category lists from the file (never bounds). This reads the private data: each proposed line is highlighted until you confirm it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.inspector</name>
    <message>
        <source>trait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above-threshold online model (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query shifts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey mechanism (a fair coin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warner randomized response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truncated α-geometric on {0..n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generalised RR (k options, ε)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjacent rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your matrix: the chance of each answer for each input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a matrix from CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbouring inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0-1, 2-3 (input labels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose this many independent runs of the mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With several runs: the joint output, or one run&apos;s output alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed δ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mechanism&apos;s matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markov chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ(ε) curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbouring inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is it (ε, δ)-DP?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{parameter}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>the joint output of all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output of run {run} alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the neighbouring pairs as input labels joined by &apos;-&apos;, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ — NOT private: an output is possible for one input and impossible for its neighbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact rational arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floating point (the entries involve e^ε)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;The seed&apos;s sufficient condition gave (ε, δ) = {bound}; the exact δ at ε = {epsilon} is &lt;b&gt;{delta}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;ε* = {epsilon}&lt;/b&gt;&lt;br&gt;worst case: inputs &lt;b&gt;{first}&lt;/b&gt; vs &lt;b&gt;{second}&lt;/b&gt;, output &lt;b&gt;{output}&lt;/b&gt; (highlighted)&lt;br&gt;δ-tv (δ at ε = 0) = {delta_tv} · computed in {arithmetic}{extra}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: the mechanism is ({epsilon}, {delta})-DP (it needs only δ = {needed} at this ε).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: for inputs {first} vs {second}, the event {event} has P = e^ε·P&apos; + {needed}, more than δ = {delta}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed ε:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh runs per input:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auditor runs the code that actually ships many times on two neighbouring inputs, picks the most revealing event, and bounds ε from below on fresh runs. A correct mechanism stays below its claim; the broken variants (⚠) show what a failure looks like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ &lt;b&gt;Fail&lt;/b&gt;: the claim is false (with the confidence above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Pass&lt;/b&gt;: no evidence against the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed ε = {claimed}; &lt;b&gt;ε lower bound = {bound}&lt;/b&gt; at confidence {confidence}&lt;br&gt;event: {event} ({direction})&lt;br&gt;P1 = {p1}, P2 = {p2} over {runs} fresh runs each&lt;br&gt;{verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute its exact ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above-threshold release number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An above-threshold release of the open project, in the exact model of its own chain (its noise scales, c and sensitivity): the privacy loss ε* the chain really has, beside the ε charged for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an above-threshold release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release #{number}: exact &lt;b&gt;ε* = {exact}&lt;/b&gt; (δ = {delta}) beside the charged &lt;b&gt;ε = {charged}&lt;/b&gt; {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An above-threshold release</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.phones</name>
    <message>
        <source>This computer only, for a test ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s hotspot ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wi-Fi ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network cable ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network “{name}” ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect on respondents&apos; phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Collect on respondents&apos; phones.&lt;/b&gt; This computer shows the survey as a web page on the local network: a Wi-Fi hotspot or the office network, no internet needed. Respondents scan the code with their phone&apos;s camera and answer there. Each phone randomises the sensitive answers itself and sends only the reported answer: this computer never sees a true answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network the phones join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network the phones join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the survey&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The survey&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address to type on a phone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responses received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a private hotspot with a password (WPA2), never public Wi-Fi: others on the same network could see the reported answers, already randomised, and the address. Only reported answers are stored, never a phone&apos;s address. The page works offline once loaded; a phone that loses the connection keeps its answers and sends them again, and each is stored once. Serving stops when you close this window, when the kiosk ends or when dpgui closes. More in docs/phones.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. The phones can no longer send answers; those received are saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start serving: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving. Phones on this network can open the address; keep this window open while they answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responses received: {stored} saved, {refused} refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code to scan shows here once serving has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responses received: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network found: turn on Wi-Fi or a hotspot, or plug in a network cable, then open this window again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.queries</name>
    <message>
        <source>Planned queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight / lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add query…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan file holds the queries and their ε only: no data, no results. `dpgui release --plan` runs it without the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the chosen confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock this ε when splitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or aim for accuracy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the remaining budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share all of the budget left among the unlocked queries, by weight (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run: release these statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish now, keep what is learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many tables at once: stop after the current round and release what was learned; only the rounds done are charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan before you spend.&lt;/b&gt; Each query&apos;s expected accuracy is computed from the mechanism alone; the data are only read when you press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weight} (locked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a dataset first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost: ε = {cost}&lt;/b&gt; of the &lt;b&gt;ε = {remaining}&lt;/b&gt; remaining for {dataset}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the dataset&apos;s schema on the Data page first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema was proposed from the private data: review it on the Data page first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a query to release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over budget: these queries cost ε = {cost} but only ε = {remaining} is left. Lower some ε, remove a query, or split the remaining budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{query}: {accuracy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{query} at ε = {epsilon}: {accuracy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui plans (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {count} planned queries to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Not loaded: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {count} planned queries from {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan all of the remaining budget?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plans all of the ε = {remaining} left for these people, shared among the unlocked queries by weight. Running them would leave nothing for any later release.

Plan it all?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released 1 statistic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released {count} statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Stopped after {count} release(s): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after {count} release(s). The plan was charged whole before its data was read, so the queries not released stay charged in the ledger (as cancelled) and stay planned: running them again spends again. Nothing of them was shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.question_dialog</name>
    <message>
        <source>Sensitive yes/no question (randomised)</source>
        <translation>سؤال حساس بنعم/لا (بالاستجابة العشوائية)</translation>
    </message>
    <message>
        <source>Sensitive multiple choice (randomised)</source>
        <translation>اختيار من متعدد حساس (بالاستجابة العشوائية)</translation>
    </message>
    <message>
        <source>Multiple choice, asked directly (NOT protected)</source>
        <translation>اختيار من متعدد، يُطرح مباشرة (غير محمي)</translation>
    </message>
    <message>
        <source>Several choices, asked directly (NOT protected)</source>
        <translation>عدة اختيارات، يُطرح مباشرة (غير محمي)</translation>
    </message>
    <message>
        <source>Whole number, asked directly (NOT protected)</source>
        <translation>عدد صحيح، يُطرح مباشرة (غير محمي)</translation>
    </message>
    <message>
        <source>Choose ε; the app derives the design (recommended)</source>
        <translation>اختر ε ويستنتج التطبيق التصميم (موصى به)</translation>
    </message>
    <message>
        <source>Forced response (p_truth, p_yes, p_no)</source>
        <translation>الاستجابة القسرية (p_truth, p_yes, p_no)</translation>
    </message>
    <message>
        <source>Warner: the question or its opposite (p)</source>
        <translation>Warner: السؤال أو عكسه (p)</translation>
    </message>
    <message>
        <source>Unrelated question with known yes-rate q (p, q)</source>
        <translation>سؤال غير ذي صلة، نسبة «نعم» فيه q معروفة (p, q)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>السؤال</translation>
    </message>
    <message>
        <source>a short column name, e.g. drug_use</source>
        <translation>اسم عمود قصير، مثلًا drug_use</translation>
    </message>
    <message>
        <source>one option per line: code = label (labels per language: code = en | fr)</source>
        <translation>خيار واحد في كل سطر: الرمز = التسمية (التسميات حسب اللغة: الرمز = en | fr)</translation>
    </message>
    <message>
        <source>automatic (lower variance)</source>
        <translation>تلقائي (تباين أقل)</translation>
    </message>
    <message>
        <source>this device, with its secure random numbers</source>
        <translation>هذا الجهاز، بأرقامه العشوائية الآمنة</translation>
    </message>
    <message>
        <source>the respondent, with dice or cards (physical)</source>
        <translation>المستجيب، بالنرد أو البطاقات (قرعة يدوية)</translation>
    </message>
    <message>
        <source>I understand: this design is NOT private (ε = ∞); some answers reveal the truth</source>
        <translation>أفهم: هذا التصميم لا يحمي الخصوصية (ε = ∞)؛ بعض الإجابات تكشف الحقيقة</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>الاسم:</translation>
    </message>
    <message>
        <source>Question ({language}):</source>
        <translation>السؤال ({language}):</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>النوع:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>الخيارات:</translation>
    </message>
    <message>
        <source>Design:</source>
        <translation>التصميم:</translation>
    </message>
    <message>
        <source>Randomiser:</source>
        <translation>آلية التعشية:</translation>
    </message>
    <message>
        <source>Who randomises:</source>
        <translation>من يُجري القرعة:</translation>
    </message>
    <message>
        <source>Lowest:</source>
        <translation>الحد الأدنى:</translation>
    </message>
    <message>
        <source>Highest:</source>
        <translation>الحد الأقصى:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not protected:&lt;/b&gt; the answer is stored exactly as given.</source>
        <translation>&lt;b&gt;غير محمي:&lt;/b&gt; تُحفظ الإجابة كما أُعطيت تمامًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon}; about ±{margin} points with {n} respondents.</source>
        <translation>&lt;b&gt;{design}&lt;/b&gt; — ε = {epsilon}؛ هامش نحو ±{margin} نقطة لعدد مستجيبين {n}.</translation>
    </message>
    <message>
        <source>∞ (NOT private)</source>
        <translation>∞ (بلا خصوصية)</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>Give the question a name</source>
        <translation>أعطِ السؤال اسمًا</translation>
    </message>
    <message>
        <source>Write the question</source>
        <translation>اكتب السؤال</translation>
    </message>
</context>
<context>
    <name>ui.pages.results</name>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>تقدير</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at least this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We are this sure (e.g. 95%) that the true value is at most this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How spread out the added random noise is (larger = more privacy, less accuracy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The privacy cost of this release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical range
(±, rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical difference
(rows per cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its noise
(95% ±, rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>No, learned from the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned estimate
({sure} range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noisy measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned from the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;How it was computed:&lt;/b&gt; {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details (noise, cost, method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clamp negative counts to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round to whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to a total of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale shares to a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example 100 to show percentages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Free, no extra privacy cost:&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These only change how the released numbers are shown; the data are not read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of the many tables to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows drawn from the learned distribution: free post-processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases&lt;/b&gt; (reopening costs nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{number}  {query}
{cost} · {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No releases yet. Plan queries on the Queries page and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {asked}&lt;/b&gt; (used {cost} of the budget)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative counts clamped to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled to a total of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-processing (free): {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate, in the order examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Follow-up count ({sure} range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tables: summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned from a tree of measured tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} table at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Release #{number}: {count} tables at once&lt;/b&gt; — cost ε = {epsilon}, learned by private multiplicative weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Typical difference&quot; is the mean gap between a table&apos;s learned cells and its noisy measurement, in rows; &quot;typical range&quot; is the middle (median) cell&apos;s ± half-width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rows?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write synthetic data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {rows} synthetic rows to {path}, and each learned table&apos;s cells with their ranges to {ranges}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic data not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {title}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;Excel (*.xlsx);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the report to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the release manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart not written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.start</name>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a project, then import your data file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare each column, and whose rows they are, from the questionnaire or codebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check how much may be learned about any one person (ε).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>الأسئلة</translation>
    </message>
    <message>
        <source>List the counts and averages you want, and see how precise each will be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release them: each number comes with its range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {number} of {count}, {step}: still to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release statistics about sensitive data without revealing any one person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the example (a synthetic health survey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect and audit privacy mechanisms (no project needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Open recent&lt;/b&gt; (double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it goes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.pages.survey</name>
    <message>
        <source>Question</source>
        <translation>السؤال</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>التصميم</translation>
    </message>
    <message>
        <source>± at planned n</source>
        <translation>± عند n المخطط</translation>
    </message>
    <message>
        <source>n for the wanted ±</source>
        <translation>n اللازم لـ ± المطلوب</translation>
    </message>
    <message>
        <source>sensitive yes/no</source>
        <translation>نعم/لا حساس</translation>
    </message>
    <message>
        <source>sensitive choice</source>
        <translation>اختيار حساس</translation>
    </message>
    <message>
        <source>choice — NOT protected</source>
        <translation>اختيار — غير محمي</translation>
    </message>
    <message>
        <source>several choices — NOT protected</source>
        <translation>عدة اختيارات — غير محمي</translation>
    </message>
    <message>
        <source>number — NOT protected</source>
        <translation>عدد — غير محمي</translation>
    </message>
    <message>
        <source>decimal number — NOT protected</source>
        <translation>عدد عشري — غير محمي</translation>
    </message>
    <message>
        <source>text — NOT protected</source>
        <translation>نص — غير محمي</translation>
    </message>
    <message>
        <source>date — NOT protected</source>
        <translation>تاريخ — غير محمي</translation>
    </message>
    <message>
        <source>time — NOT protected</source>
        <translation>وقت — غير محمي</translation>
    </message>
    <message>
        <source>date and time — NOT protected</source>
        <translation>تاريخ ووقت — غير محمي</translation>
    </message>
    <message>
        <source>{kind} — not asked on this device</source>
        <translation>{kind} — لا يُطرح على هذا الجهاز</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>الأسئلة</translation>
    </message>
    <message>
        <source>Planned respondents</source>
        <translation>عدد المستجيبين المخطط</translation>
    </message>
    <message>
        <source>Wanted margin, in points</source>
        <translation>الهامش المطلوب، بالنقاط</translation>
    </message>
    <message>
        <source> points</source>
        <translation> نقطة</translation>
    </message>
    <message>
        <source>New survey…</source>
        <translation>استطلاع جديد…</translation>
    </message>
    <message>
        <source>Import XLSForm…</source>
        <translation>استيراد XLSForm…</translation>
    </message>
    <message>
        <source>Export XLSForm…</source>
        <translation>تصدير XLSForm…</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>إصدار جديد</translation>
    </message>
    <message>
        <source>Add question…</source>
        <translation>إضافة سؤال…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>تعديل…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Start kiosk…</source>
        <translation>بدء الكشك…</translation>
    </message>
    <message>
        <source>Collect on phones…</source>
        <translation>الجمع على الهواتف…</translation>
    </message>
    <message>
        <source>Import responses…</source>
        <translation>استيراد الإجابات…</translation>
    </message>
    <message>
        <source>Merge a device&apos;s file…</source>
        <translation>دمج ملف جهاز…</translation>
    </message>
    <message>
        <source>Copy survey for another device…</source>
        <translation>نسخ الاستطلاع لجهاز آخر…</translation>
    </message>
    <message>
        <source>Planned respondents:</source>
        <translation>عدد المستجيبين المخطط:</translation>
    </message>
    <message>
        <source>Wanted ±:</source>
        <translation>± المطلوب:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomized response.&lt;/b&gt; Each sensitive answer is randomised before it is stored, so no single answer reveals the respondent; the estimates remove the noise.</source>
        <translation>&lt;b&gt;الاستجابة العشوائية.&lt;/b&gt; تخضع كل إجابة حساسة لقرعة عشوائية قبل حفظها، فلا تكشف أي إجابة منفردة عن المستجيب؛ وتزيل التقديرات الضوضاء.</translation>
    </message>
    <message>
        <source>What the last action found</source>
        <translation>ما وجده الإجراء الأخير</translation>
    </message>
    <message>
        <source>No survey yet: make one, or import an XLSForm.</source>
        <translation>لا يوجد استطلاع بعد: أنشئ استطلاعًا، أو استورد XLSForm.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {languages} — {state}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — الإصدار {version}، {languages} — {state}</translation>
    </message>
    <message>
        <source>∞ NOT private</source>
        <translation>∞ بلا خصوصية</translation>
    </message>
    <message>
        <source>±{margin} points</source>
        <translation>±{margin} نقطة</translation>
    </message>
    <message>
        <source>Each respondent&apos;s total ε across the sensitive questions: &lt;b&gt;{epsilon}&lt;/b&gt; (the ε of each added up). Questions marked NOT protected are stored exactly as answered. ± is the expected 95% margin for a share near 50% (yes/no) or 1/k (choices).</source>
        <translation>مجموع ε لكل مستجيب عبر الأسئلة الحساسة: &lt;b&gt;{epsilon}&lt;/b&gt; (مجموع قيم ε لكل سؤال). الأسئلة الموسومة «غير محمي» تُحفظ كما أُجيب عنها تمامًا. ± هو هامش 95% المتوقع لنسبة قريبة من 50% (نعم/لا) أو من 1/k (الاختيارات).</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>الاستطلاع</translation>
    </message>
    <message>
        <source>New survey</source>
        <translation>استطلاع جديد</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>العنوان:</translation>
    </message>
    <message>
        <source>Languages (comma-separated):</source>
        <translation>اللغات (مفصولة بفواصل):</translation>
    </message>
    <message>
        <source>Import an XLSForm</source>
        <translation>استيراد ملف XLSForm</translation>
    </message>
    <message>
        <source>Import XLSForm</source>
        <translation>استيراد XLSForm</translation>
    </message>
    <message>
        <source>Export as XLSForm</source>
        <translation>التصدير بصيغة XLSForm</translation>
    </message>
    <message>
        <source>XLSForm not written</source>
        <translation>لم يُحفظ ملف XLSForm</translation>
    </message>
    <message>
        <source>Wrote {path}. How each sensitive question is randomised:</source>
        <translation>تم حفظ {path}. طريقة القرعة لكل سؤال حساس:</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <translation>الكشك</translation>
    </message>
    <message>
        <source>Choose the enumerator&apos;s PIN (needed to leave the kiosk):</source>
        <translation>اختر رمز PIN للباحث الميداني (مطلوب للخروج من الكشك):</translation>
    </message>
    <message>
        <source>Choose a PIN of at least 4 characters.</source>
        <translation>اختر رمز PIN من 4 أحرف على الأقل.</translation>
    </message>
    <message>
        <source>Import responses</source>
        <translation>استيراد الإجابات</translation>
    </message>
    <message>
        <source>Responses (*.csv *.tsv *.xlsx)</source>
        <translation>الإجابات (*.csv *.tsv *.xlsx)</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>جارٍ العمل…</translation>
    </message>
    <message>
        <source>Which column?</source>
        <translation>أي عمود؟</translation>
    </message>
    <message>
        <source>Column holding “{name}”:</source>
        <translation>العمود الذي يحتوي «{name}»:</translation>
    </message>
    <message>
        <source>Merge a kiosk&apos;s file</source>
        <translation>دمج ملف كشك</translation>
    </message>
    <message>
        <source>dpgui projects (*.dpgui)</source>
        <translation>مشاريع dpgui (*.dpgui)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>دمج</translation>
    </message>
    <message>
        <source>Copy the survey for another device</source>
        <translation>نسخ الاستطلاع لجهاز آخر</translation>
    </message>
    <message>
        <source>Copy survey</source>
        <translation>نسخ الاستطلاع</translation>
    </message>
    <message>
        <source>Wrote {path}: open it in dpgui on the other device and start the kiosk there.</source>
        <translation>تم حفظ {path}: افتحه في dpgui على الجهاز الآخر وابدأ الكشك هناك.</translation>
    </message>
    <message>
        <source>draft: questions can still change</source>
        <translation>مسودة: لا يزال بالإمكان تغيير الأسئلة</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} response collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;مقفل&lt;/b&gt;: عدد الإجابات المجمَّعة {count}؛ أنشئ إصدارًا جديدًا لتغيير الأسئلة</translation>
    </message>
    <message>
        <source>&lt;b&gt;locked&lt;/b&gt;: {count} responses collected; make a new version to change the questions</source>
        <translation>&lt;b&gt;مقفل&lt;/b&gt;: عدد الإجابات المجمَّعة {count}؛ أنشئ إصدارًا جديدًا لتغيير الأسئلة</translation>
    </message>
    <message>
        <source>Imported {count} response ({duplicates} already here, skipped).</source>
        <translation>عدد الإجابات المستوردة: {count} (وتم تخطي {duplicates} موجودة مسبقًا).</translation>
    </message>
    <message>
        <source>Imported {count} responses ({duplicates} already here, skipped).</source>
        <translation>عدد الإجابات المستوردة: {count} (وتم تخطي {duplicates} موجودة مسبقًا).</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new response, {duplicates} already here (skipped).</source>
        <translation>تم دمج {source}: إجابات جديدة: {count}، وموجودة مسبقًا: {duplicates} (تم تخطيها).</translation>
    </message>
    <message>
        <source>Merged {source}: {count} new responses, {duplicates} already here (skipped).</source>
        <translation>تم دمج {source}: إجابات جديدة: {count}، وموجودة مسبقًا: {duplicates} (تم تخطيها).</translation>
    </message>
    <message>
        <source>Not asked on this device (their answers can come only from responses collected elsewhere and imported):</source>
        <translation>لا تُطرح على هذا الجهاز (لا يمكن أن تأتي إجاباتها إلا من إجابات جُمعت في مكان آخر واستُوردت):</translation>
    </message>
    <message>
        <source>Not used by the kiosk:</source>
        <translation>لا يستخدمها الكشك:</translation>
    </message>
</context>
<context>
    <name>ui.pages.survey_results</name>
    <message>
        <source>Wilson (recommended)</source>
        <translation>Wilson (موصى به)</translation>
    </message>
    <message>
        <source>Clopper–Pearson (exact, wider)</source>
        <translation>Clopper–Pearson (دقيق، أوسع)</translation>
    </message>
    <message>
        <source>Wald (simple; poor for small groups)</source>
        <translation>Wald (بسيط؛ ضعيف للمجموعات الصغيرة)</translation>
    </message>
    <message>
        <source>Hoeffding (safe for any number of answers)</source>
        <translation>Hoeffding (آمن لأي عدد من الإجابات)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>المجموعة</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>السؤال</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>النسبة</translation>
    </message>
    <message>
        <source>Range (95% sure)</source>
        <translation>الفترة (بثقة 95%)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>الإجابات</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>Raw estimate</source>
        <translation>التقدير الخام</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>الخطأ المعياري</translation>
    </message>
    <message>
        <source>How</source>
        <translation>الطريقة</translation>
    </message>
    <message>
        <source>Interval method</source>
        <translation>طريقة الفترة</translation>
    </message>
    <message>
        <source>Subgroups by</source>
        <translation>المجموعات الفرعية حسب</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>تقدير</translation>
    </message>
    <message>
        <source>Export responses and estimates…</source>
        <translation>تصدير الإجابات والتقديرات…</translation>
    </message>
    <message>
        <source>Include typed answers (text, dates, GPS points, …)</source>
        <translation>تضمين الإجابات المكتوبة (نصوص، تواريخ، نقاط GPS، …)</translation>
    </message>
    <message>
        <source>They are stored exactly as given and can identify people; left out unless ticked. The codebook says so.</source>
        <translation>تُحفظ كما أُعطيت تمامًا ويمكن أن تكشف هوية الأشخاص؛ تُستبعد ما لم تحدد هذا الخيار. ويذكر دليل الترميز ذلك.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>التفاصيل</translation>
    </message>
    <message>
        <source>Show the raw estimate, standard error, ε and method of each row</source>
        <translation>عرض التقدير الخام والخطأ المعياري وε والطريقة لكل صف</translation>
    </message>
    <message>
        <source>Survey estimates</source>
        <translation>تقديرات الاستطلاع</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>الفترة:</translation>
    </message>
    <message>
        <source>Subgroups by:</source>
        <translation>المجموعات الفرعية حسب:</translation>
    </message>
    <message>
        <source>(no subgroups)</source>
        <translation>(بلا مجموعات فرعية)</translation>
    </message>
    <message>
        <source>No survey in this project.</source>
        <translation>لا يوجد استطلاع في هذا المشروع.</translation>
    </message>
    <message>
        <source>reading responses</source>
        <translation>قراءة الإجابات</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} response. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;، الإصدار {version}: عدد الإجابات {count}. تحمي الاستجابة العشوائية كل إجابة على الجهاز، لذا لا تستخدم هذه التقديرات أي ميزانية خصوصية مركزية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;, version {version}: {count} responses. Randomized response protects each answer on the device, so these estimates use no central privacy budget.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;، الإصدار {version}: عدد الإجابات {count}. تحمي الاستجابة العشوائية كل إجابة على الجهاز، لذا لا تستخدم هذه التقديرات أي ميزانية خصوصية مركزية.</translation>
    </message>
    <message>
        <source> (outside 0–100%, shown as the nearest end)</source>
        <translation> (خارج 0–100%، يُعرض كأقرب طرف)</translation>
    </message>
    <message>
        <source>not protected</source>
        <translation>غير محمي</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>من {low} إلى {high}</translation>
    </message>
    <message>
        <source>⚠ too few answers: range too wide</source>
        <translation>⚠ إجابات قليلة جدًا: الفترة واسعة جدًا</translation>
    </message>
    <message>
        <source>Each share is estimated from the answers given, with the randomisation&apos;s known noise removed; we are 95% sure the true share lies in its range. Unanswered questions are left out: only the answers given are counted.</source>
        <translation>تُقدَّر كل نسبة من الإجابات المعطاة بعد إزالة الضوضاء المعروفة للقرعة العشوائية؛ ونحن متأكدون بنسبة 95% أن النسبة الحقيقية تقع ضمن فترتها. تُستبعد الأسئلة التي لم يُجَب عنها: لا تُحسب إلا الإجابات المعطاة.</translation>
    </message>
    <message>
        <source>Export responses and estimates</source>
        <translation>تصدير الإجابات والتقديرات</translation>
    </message>
    <message>
        <source>Export not written</source>
        <translation>لم يتم التصدير</translation>
    </message>
    <message>
        <source>Wrote {paths} (the codebook names each question&apos;s design and ε, and the arguments for R&apos;s rr and RRreg).</source>
        <translation>تم حفظ {paths} (يذكر دليل الترميز تصميم كل سؤال وقيمة ε له، والوسائط لحزمتي rr وRRreg في R).</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{count} answer</source>
        <translation>{count} إجابة</translation>
    </message>
    <message>
        <source>{count} answers</source>
        <translation>{count} إجابة</translation>
    </message>
</context>
<context>
    <name>ui.report_dialog</name>
    <message>
        <source>To show others in detail, tick them in the app&apos;s Report dialog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (a web page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;last {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releases shown in full detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick a release to show its method, table and chart in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{number}  {query} ({dataset}) · {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{number}  {query} · {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report sums up every release of the project ({count}) with its numbers and cost, and shows those you tick in full: method, table and chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Releases in full detail&lt;/b&gt; (the newest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With more than {limit} releases, none is in full detail unless you tick it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no releases to report yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chosen} of {count} in detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file for the report first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the report to {path}: {count} releases summed up, {detailed} in full detail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Report not written: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. No report was written, and no file was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.schema_editor</name>
    <message>
        <source>categorical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values not in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answers allowed, separated by commas, as in the questionnaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest value the questionnaire allows, in the column&apos;s units (e.g. age 0, income 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest value you expect, in the column&apos;s units (e.g. age 110, monthly income 50,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows with no value. Numbers: left out (recommended), or counted as the lower bound, which pulls means down. Categories: counted in a (missing) cell or in (other), or left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers that are not in the category list: counted in an (other) cell, or left out of every statistic of this column (each result says so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count as (other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own (missing) cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count as lower bound ⚠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per column: its type, categories, bounds and how missing values are treated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing values of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values of {name} not in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed from the private data. Tick once you have checked this line against the questionnaire or codebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type both bounds, from the codebook (e.g. age 0 to 110)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number in both bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {name}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ missing values counted as the lower bound: this pulls the mean down; &apos;leave out&apos; is safer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposed — check, then tick to declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ stored, never released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ declared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.self_test</name>
    <message>
        <source>dpgui self-test FAILED: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dpgui self-test passed in {seconds} s: the window opened offscreen, the example was copied and opened, a histogram was released by the worker, its ledger entry exists, its survey went out as an XLSForm and back through pyxform unchanged, and it was served to phones with every file of their page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the example project did not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no release within {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the release has no ledger entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the released table is not the expected histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the budget did not go down by exactly the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the example has no survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the example&apos;s survey did not come back unchanged from its XLSForm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the phones&apos; page did not serve {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.team_record_dialog</name>
    <message>
        <source>Team record of spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is set by this computer&apos;s installation and cannot be changed here; ask whoever installed dpgui.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://user@host:port/database, without a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in this computer&apos;s keyring, never in a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to use ~/.pgpass or the kept one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of the connection test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this computer&apos;s &amp;own record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Record of spending in use&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Why a team shares one record&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each computer keeps a record of what has been spent on the people in its data, so that a copy or a re-import cannot spend their budget again. When colleagues work on the same people from their own laptops, each laptop&apos;s record knows only its own releases: a team shares one record on its database server instead, and every colleague&apos;s release counts against the same budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the team&apos;s record is in use, a release is refused, before anything is spent, when the server cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s administrator can see hashes and sketches of rows, the costs charged, and who charged them from which computer; never your rows or their values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The team&apos;s server&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on, every release is counted on the team&apos;s record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on, releases are counted on this computer&apos;s own record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: {record}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.widgets</name>
    <message>
        <source>privacy level ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ ε above {limit} gives weak protection: an observer can learn a lot about a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← more private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more accurate →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>جارٍ العمل…</translation>
    </message>
    <message>
        <source>Working: {what} ({percent}% done)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please wait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.workers</name>
    <message>
        <source>Busy with another task; try again when it is done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
