#!/usr/bin/env bash
# The API tests (`npm run test:api`) once more, against PostgreSQL instead of PGlite, on a
# throw-away cluster (scripts/with-postgres.sh) that is always stopped and removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/with-postgres.sh npm run test:api
