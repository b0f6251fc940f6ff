-- The team's record of spending on a PostgreSQL server (dpgui/store/ledger/team_record.py; docs/team.md).
-- Run by `dpgui record init-server ADMIN_URL`, as the administrator who will own it; safe to run again.
-- :member and :auditor are replaced by the group roles' names (quoted identifiers) before it runs.
--
-- Append-only for members: they hold EXECUTE on the functions below (which only ever INSERT) and SELECT on the
-- tables, nothing else; triggers refuse UPDATE, DELETE and TRUNCATE on every table for everyone, unless the owner
-- (or a superuser) sets dpgui.maintenance to 'on' in its own session. Each row says who wrote it (session_user:
-- the member's login, not the functions' owner) and, for charges and project heads, from which computer.
-- Nothing here holds a row or a value of the data: hashes, sketches (hashed minima), costs and ids.

CREATE SCHEMA IF NOT EXISTS dpgui;
REVOKE ALL ON SCHEMA dpgui FROM PUBLIC;

CREATE TABLE IF NOT EXISTS dpgui.identity (record_id text NOT NULL);
INSERT INTO dpgui.identity SELECT md5(random()::text || clock_timestamp()::text)
    WHERE NOT EXISTS (SELECT 1 FROM dpgui.identity);

CREATE TABLE IF NOT EXISTS dpgui.charges (
    hash text PRIMARY KEY, project_id text NOT NULL, population_id text NOT NULL, charged text NOT NULL,
    who text NOT NULL DEFAULT session_user, computer text NOT NULL, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS charges_by_population ON dpgui.charges (population_id);

-- What a charge finally counts, when a mechanism stopped early on purpose: a row added, never the charge changed.
CREATE TABLE IF NOT EXISTS dpgui.settlements (
    id bigserial PRIMARY KEY, hash text NOT NULL REFERENCES dpgui.charges, charged text NOT NULL,
    who text NOT NULL DEFAULT session_user, computer text NOT NULL, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS settlements_by_hash ON dpgui.settlements (hash, id);
-- A charge is settled once: a later row cannot lower it again (nor two raced calls both settle it).
CREATE UNIQUE INDEX IF NOT EXISTS settlements_once ON dpgui.settlements (hash);

-- Each project's journal head and budget totals as last remembered: the latest row counts.
CREATE TABLE IF NOT EXISTS dpgui.projects (
    id bigserial PRIMARY KEY, project_id text NOT NULL, head text NOT NULL, length integer NOT NULL,
    totals text NOT NULL, who text NOT NULL DEFAULT session_user, computer text NOT NULL,
    at timestamptz NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS projects_latest ON dpgui.projects (project_id, id);

CREATE TABLE IF NOT EXISTS dpgui.links (
    fingerprint text NOT NULL, project_id text NOT NULL, population_id text NOT NULL,
    who text NOT NULL DEFAULT session_user, at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (fingerprint, project_id, population_id));
-- Fingerprints of the first version (hex digits, "-", hex digits: no "v2-" prefix), looked for at every charge.
CREATE INDEX IF NOT EXISTS links_first_version ON dpgui.links (fingerprint) WHERE fingerprint ~ '^[0-9a-f].*-[0-9a-f]';

CREATE TABLE IF NOT EXISTS dpgui.sketches (
    id bigserial PRIMARY KEY, fingerprint text NOT NULL, project_id text NOT NULL, population_id text NOT NULL,
    sketch text NOT NULL, sketch_sha256 text NOT NULL, who text NOT NULL DEFAULT session_user,
    at timestamptz NOT NULL DEFAULT now(), UNIQUE (fingerprint, project_id, population_id, sketch_sha256));

-- How far each sketch has been compared with the others (the latest row counts).
CREATE TABLE IF NOT EXISTS dpgui.compared (
    id bigserial PRIMARY KEY, fingerprint text NOT NULL, project_id text NOT NULL, sketch_sha256 text NOT NULL,
    upto bigint NOT NULL, who text NOT NULL DEFAULT session_user, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS compared_by_sketch ON dpgui.compared (fingerprint, project_id, sketch_sha256, upto);

-- What each charge counts now: its settlement if it has one, else its cost.
CREATE OR REPLACE VIEW dpgui.charges_now AS
    SELECT c.hash, c.population_id, coalesce(
        (SELECT s.charged FROM dpgui.settlements s WHERE s.hash = c.hash ORDER BY s.id DESC LIMIT 1), c.charged) AS charged
    FROM dpgui.charges c;

CREATE OR REPLACE FUNCTION dpgui.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('dpgui.maintenance', true) = 'on' AND (SELECT rolsuper OR rolname = (
            SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = 'dpgui')
            FROM pg_roles WHERE rolname = session_user) THEN
        RETURN coalesce(NEW, OLD);
    END IF;
    RAISE EXCEPTION 'the record of spending is append-only: % on %.% refused', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END $$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['identity', 'charges', 'settlements', 'projects', 'links', 'sketches', 'compared'] LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS append_only ON dpgui.%I', t);
        EXECUTE format('CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON dpgui.%I '
                       'FOR EACH ROW EXECUTE FUNCTION dpgui.refuse_change()', t);
        EXECUTE format('DROP TRIGGER IF EXISTS append_only_truncate ON dpgui.%I', t);
        EXECUTE format('CREATE TRIGGER append_only_truncate BEFORE TRUNCATE ON dpgui.%I '
                       'FOR EACH STATEMENT EXECUTE FUNCTION dpgui.refuse_change()', t);
    END LOOP;
END $$;

-- The writes members may make. SECURITY DEFINER with a fixed search_path, so that they run as the owner and
-- cannot be led to other objects; each only inserts.
-- A cost as the client writes it (journal.cost_fields: kind, then ε, δ and ρ as non-negative fractions), or an
-- error: a member's function call must not be able to record a negative or malformed cost, which would give
-- budget back to every project of the same people.
CREATE OR REPLACE FUNCTION dpgui.checked_cost(p_cost text) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE SET search_path = dpgui, pg_temp AS $$
DECLARE c jsonb;
BEGIN
    BEGIN
        c := p_cost::jsonb;
    EXCEPTION WHEN others THEN
        c := NULL;
    END;
    IF c IS NULL OR jsonb_typeof(c) <> 'array' OR jsonb_array_length(c) <> 4
            OR EXISTS (SELECT 1 FROM jsonb_array_elements(c) e WHERE jsonb_typeof(e) <> 'string')
            OR c->>0 NOT IN ('pure', 'approx', 'zcdp')
            OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(c) WITH ORDINALITY AS e(v, i)
                       WHERE i > 1 AND v !~ '^[0-9]+(/[0-9]*[1-9][0-9]*)?$') THEN
        RAISE EXCEPTION 'not a cost: %', left(p_cost, 80) USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN c;
END $$;

-- True if cost a is of b's kind and counts no more than b in any of ε, δ, ρ (fractions compared exactly).
CREATE OR REPLACE FUNCTION dpgui.at_most(a jsonb, b jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE SET search_path = dpgui, pg_temp AS $$
    SELECT a->>0 = b->>0 AND bool_and(
        split_part(x, '/', 1)::numeric * coalesce(nullif(split_part(y, '/', 2), ''), '1')::numeric
        <= split_part(y, '/', 1)::numeric * coalesce(nullif(split_part(x, '/', 2), ''), '1')::numeric)
    FROM unnest(ARRAY[a->>1, a->>2, a->>3], ARRAY[b->>1, b->>2, b->>3]) AS u(x, y)
$$;

CREATE OR REPLACE FUNCTION dpgui.remember_charges(p_project text, p_hashes text[], p_populations text[],
                                                  p_charged text[], p_computer text) RETURNS void
    LANGUAGE sql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
    INSERT INTO dpgui.charges (hash, project_id, population_id, charged, computer)
        SELECT h, p_project, p, dpgui.checked_cost(c)::text, p_computer
        FROM unnest(p_hashes, p_populations, p_charged) AS u(h, p, c)
        ON CONFLICT (hash) DO NOTHING
$$;

-- What a charge finally counts: once, by the member who made it, and never more than it cost. (A member can still
-- settle their own charge lower than their mechanism really spent: the client is trusted to say what it used.)
CREATE OR REPLACE FUNCTION dpgui.settle_charge(p_hash text, p_charged text, p_computer text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
DECLARE original text; maker text;
BEGIN
    SELECT charged, who INTO original, maker FROM dpgui.charges WHERE hash = p_hash;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    IF maker <> session_user THEN
        RAISE EXCEPTION 'only % may settle this charge', maker USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF EXISTS (SELECT 1 FROM dpgui.settlements WHERE hash = p_hash) THEN
        RAISE EXCEPTION 'this charge is settled already' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NOT dpgui.at_most(dpgui.checked_cost(p_charged), dpgui.checked_cost(original)) THEN
        RAISE EXCEPTION 'a settlement cannot count more than its charge' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO dpgui.settlements (hash, charged, computer) VALUES (p_hash, p_charged, p_computer);
END $$;

CREATE OR REPLACE FUNCTION dpgui.remember_project(p_project text, p_head text, p_length integer, p_totals text,
                                                  p_computer text) RETURNS void
    LANGUAGE sql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
    INSERT INTO dpgui.projects (project_id, head, length, totals, computer)
        VALUES (p_project, p_head, p_length, p_totals, p_computer)
$$;

CREATE OR REPLACE FUNCTION dpgui.link(p_fingerprint text, p_project text, p_population text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
DECLARE added integer;
BEGIN
    INSERT INTO dpgui.links (fingerprint, project_id, population_id) VALUES (p_fingerprint, p_project, p_population)
        ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS added = ROW_COUNT;
    RETURN added > 0;
END $$;

CREATE OR REPLACE FUNCTION dpgui.remember_sketch(p_fingerprint text, p_project text, p_population text,
                                                 p_sketch text, p_sha256 text) RETURNS void
    LANGUAGE sql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
    INSERT INTO dpgui.sketches (fingerprint, project_id, population_id, sketch, sketch_sha256)
        VALUES (p_fingerprint, p_project, p_population, p_sketch, p_sha256) ON CONFLICT DO NOTHING
$$;

CREATE OR REPLACE FUNCTION dpgui.compared_upto(p_fingerprint text, p_project text, p_sha256 text, p_upto bigint)
    RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = dpgui, pg_temp AS $$
    INSERT INTO dpgui.compared (fingerprint, project_id, sketch_sha256, upto)
        VALUES (p_fingerprint, p_project, p_sha256, p_upto)
$$;

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'member') THEN
        EXECUTE format('CREATE ROLE %I NOLOGIN', :'member');
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'auditor') THEN
        EXECUTE format('CREATE ROLE %I NOLOGIN', :'auditor');
    END IF;
END $$;

REVOKE ALL ON ALL TABLES IN SCHEMA dpgui FROM PUBLIC;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA dpgui FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA dpgui FROM PUBLIC;
GRANT USAGE ON SCHEMA dpgui TO :member, :auditor;
GRANT SELECT ON ALL TABLES IN SCHEMA dpgui TO :member, :auditor;
GRANT EXECUTE ON FUNCTION dpgui.remember_charges(text, text[], text[], text[], text), dpgui.settle_charge(text, text, text),
    dpgui.remember_project(text, text, integer, text, text), dpgui.link(text, text, text),
    dpgui.remember_sketch(text, text, text, text, text), dpgui.compared_upto(text, text, text, bigint) TO :member;
