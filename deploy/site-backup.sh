#!/bin/sh
# One backup of the site's database into <directory>, then the rotation: daily copies are kept
# 7 days, Sunday's copy (weekly) 4 weeks (README, "Backups"). Run from the release directory with
# the service's settings, as deploy/systemd/site-backup.service does:
#   sh deploy/site-backup.sh /var/backups/site
set -eu
dir="${1:?usage: sh deploy/site-backup.sh <directory>}"
kind=daily
if [ "$(date +%u)" = 7 ]; then kind=weekly; fi
# npm run db -- backup: pg_dump (PostgreSQL) or SQLite's online backup; it never overwrites a file.
node scripts/db.ts backup "$dir/site-$(date +%Y-%m-%dT%H%M%S)-$kind.backup"
find "$dir" -maxdepth 1 -type f -name 'site-*-daily.backup' -mtime +6 -delete
find "$dir" -maxdepth 1 -type f -name 'site-*-weekly.backup' -mtime +27 -delete
