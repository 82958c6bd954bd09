#!/usr/bin/env bash
# ct_canaries.sh DRIVER SRC: every planted leak of the canary build
# (SC_CT_CANARY_BRANCH / SC_CT_CANARY_INDEX under SRC) must be reported by
# MemorySanitizer with the canary's own file:line in the report's top frame,
# and the same backend must run unreported with no canary armed.
set -u
driver=$1 src=$2
"$driver" 0 || exit $? # 77: no AVX-512 here, skipped
fail=0 n=0
while IFS=: read -r file line rest; do
  k=$(sed -E 's/.*SC_CT_CANARY_(BRANCH|INDEX)\(([0-9]+),.*/\2/' <<<"$rest")
  n=$((n + 1))
  if ! quiet=$("$driver" $((k + 100)) 2>&1); then
    echo "FAIL: canary $k's backend reported with no canary armed:"
    echo "$quiet" | head -5
    fail=1
    continue
  fi
  report=$("$driver" "$k" 2>&1)
  rc=$?
  where="$(basename "$file"):$line"
  if [ $rc -ne 0 ] && grep -q 'MemorySanitizer: use-of-uninitialized-value' <<<"$report" &&
     grep -m1 '#0 ' <<<"$report" | grep -q "/$where:"; then
    echo "canary $k caught at $where"
  else
    echo "FAIL: canary $k at $where not reported there (exit $rc):"
    echo "$report" | head -5
    fail=1
  fi
done < <(grep -rnE 'SC_CT_CANARY_(BRANCH|INDEX)\([0-9]+,' "$src" --include='*.c' --include='*.h')
if [ "$n" -lt 13 ]; then
  echo "FAIL: only $n canaries found under $src"
  fail=1
fi
exit $fail
