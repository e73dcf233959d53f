-- The site's PostgreSQL role and database (README, "Production"). Run once, as PostgreSQL's
-- superuser, with the password that DATABASE_URL will carry:
--   DB_PASSWORD=$(openssl rand -hex 24)
--   sudo -u postgres psql -v password="$DB_PASSWORD" -f deploy/create-database.sql
-- The site creates and migrates its tables itself at start-up: the role owns its database and
-- nothing else (no superuser, no other database).
\set ON_ERROR_STOP on
create role site login password :'password';
create database site owner site encoding 'UTF8' template template0;
revoke all on database site from public;
