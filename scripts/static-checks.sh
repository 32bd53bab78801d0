#!/usr/bin/env bash
# The type check, the lint and the build side by side: each is one busy core for ~20 s, and CI has two.
# Fails when any of them fails, after all three have finished (each prints its own errors).
set -u
npm run typecheck & typecheck=$!
npm run lint & lint=$!
npm run build; build=$?
wait "$typecheck"; typecheck=$?
wait "$lint"; lint=$?
exit $(( typecheck || lint || build ))
