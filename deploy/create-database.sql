-- The site's PostgreSQL role and database (README, "Production"). Run once, as PostgreSQL's
-- superuser, giving it the password DATABASE_URL will carry on standard input (never on a
-- command line, where `ps` shows it):
--   DB_PASSWORD=$(openssl rand -hex 24)
--   echo "$DB_PASSWORD" | sudo -u postgres psql -f /srv/site/current/deploy/create-database.sql
-- The site creates and migrates its tables itself at start-up: the role owns its database and
-- nothing else (no superuser, no other database).
\set ON_ERROR_STOP on
\prompt 'Password of the role site: ' password
create role site login password :'password';
create database site owner site encoding 'UTF8' template template0;
revoke all on database site from public;
