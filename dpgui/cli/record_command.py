"""`dpgui record`: where the record of spending lives — this computer's own, or a team's PostgreSQL server
(docs/team.md). The store's modules are imported when a command runs, so `dpgui --help` stays quick."""

from __future__ import annotations

import sys

from dpgui.core.words.translation import translate


def add_parser(sub) -> None:
    p = sub.add_parser("record", help=translate("cli.record_command", "where the record of spending lives: this "
                                                "computer, or a team's server"),
                       description=translate("cli.record_command", "Choose, show or set up the record of spending "
                                             "that every release is charged to first (docs/team.md)."))
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    use = actions.add_parser("use", help=translate("cli.record_command", "use a team's server (a postgresql:// URL "
                                                   "without a password), or `local` for this computer's record"))
    use.add_argument("url", metavar="URL|local")
    use.add_argument("--password", action="store_true", help=translate(
        "cli.record_command", "ask for the server's password and keep it in the system's keyring"))
    show = actions.add_parser("show", help=translate("cli.record_command", "say which record is in use"))
    init = actions.add_parser("init-server", help=translate(
        "cli.record_command", "administrators: create the record's schema, functions and roles on a server"))
    init.add_argument("admin_url", metavar="ADMIN_URL")
    init.add_argument("--member-role", default="dpgui_member")
    init.add_argument("--auditor-role", default="dpgui_auditor")
    upload = actions.add_parser("upload", help=translate("cli.record_command", "add this computer's record to the "
                                                         "team's server once (a second upload adds nothing)"))
    for action in (use, show, init, upload):
        action.add_argument("--json", action="store_true", help=translate("cli.record_command", "print stable JSON"))
    p.set_defaults(handler=run, json=False)


def run(args) -> tuple[dict, str]:
    from dpgui.store.ledger import record_choice

    if args.action == "use":
        url = None if args.url == "local" else record_choice.checked_url(args.url)
        if url is not None and args.password:
            import getpass  # only when asked: it loads the terminal's modules

            record_choice.save_password(url, getpass.getpass(translate("cli.record_command", "Password: "),
                                                             stream=sys.stderr))
        choice = record_choice.use(url)
    elif args.action == "init-server":
        from dpgui.store.ledger.team_record import init_server

        init_server(args.admin_url, args.member_role, args.auditor_role)
        return {"initialised": True, "member_role": args.member_role, "auditor_role": args.auditor_role}, translate(
            "cli.record_command", "The team's record of spending is ready. Give each curator a login in {member}, and "
            "anyone who only checks it a login in {auditor}.").format(member=args.member_role,
                                                                       auditor=args.auditor_role)
    elif args.action == "upload":
        return _upload(record_choice)
    else:
        choice = record_choice.chosen()
    return {"kind": choice.kind, "url": choice.url, "source": choice.source}, record_choice.describe(choice)


def _upload(record_choice) -> tuple[dict, str]:
    from dpgui.store.errors import StoreError
    from dpgui.store.ledger.anchor import data_dir
    from dpgui.store.ledger.team_record import upload_local

    choice = record_choice.chosen()
    local = data_dir() / "spending-record.sqlite"
    if choice.kind != "team":
        raise StoreError(translate("cli.record_command", "No team's record is chosen; choose one first with `dpgui "
                                   "record use URL`."))
    if not local.exists():
        raise StoreError(translate("cli.record_command", "This computer has no record of spending ({path}) to "
                                   "upload.").format(path=local))
    added = upload_local(choice.url, local)
    return added, translate("cli.record_command", "Uploaded this computer's record to {record}: {charges} charges, "
                            "{links} links and {sketches} sketches were new there. This computer's record is kept as "
                            "it was.").format(record=record_choice.describe(choice), **added)
