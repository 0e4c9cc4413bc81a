#!/bin/sh
# One dated backup of the SQLite store into BACKUP_DIR, then the removal of backups older than
# KEEP_DAYS. Run by senseahead-backup.service; safe to run by hand from the project folder.
set -eu
: "${BACKUP_DIR:?BACKUP_DIR must name the folder for backups}"
: "${KEEP_DAYS:=14}"
mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/submissions-$(date -u +%Y-%m-%dT%H%M%SZ).sqlite"
/usr/bin/node dist/server/submissions.js backup --output "$file"
# Only this script's own files, and only once a newer backup has just been written.
find "$BACKUP_DIR" -maxdepth 1 -name 'submissions-*.sqlite' -mtime +"$KEEP_DAYS" -delete
