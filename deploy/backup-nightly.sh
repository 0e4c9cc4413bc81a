#!/bin/sh
# One dated backup of the SQLite store into BACKUP_DIR, then the removal of every backup that would
# be KEEP_DAYS old before the next night's run: a backup still holds whoever was erased after it
# was made, so none may outlive KEEP_DAYS. Run by senseahead-backup.service; safe to run by hand
# from the project folder.
set -eu
: "${BACKUP_DIR:?BACKUP_DIR must name the folder for backups}"
: "${KEEP_DAYS:=14}"
mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/submissions-$(date -u +%Y-%m-%dT%H%M%SZ).sqlite"
/usr/bin/node dist/server/submissions.js backup --output "$file"
# Only this script's own files, and only once a newer backup has just been written. The timer runs
# each night at 03:15 and up to 15 minutes later: a copy older than KEEP_DAYS less a day and an
# hour would be KEEP_DAYS old before the next run.
find "$BACKUP_DIR" -maxdepth 1 -name 'submissions-*.sqlite' -mmin +"$(((KEEP_DAYS - 1) * 1440 - 60))" -delete
