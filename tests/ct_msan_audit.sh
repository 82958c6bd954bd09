#!/usr/bin/env bash
# ct_msan_audit.sh BUILD: in a SYMCORE_CT_MSAN build, every library source is
# compiled again (its own command from compile_commands.json) to LLVM IR
# after MemorySanitizer, with -msan-dump-strict-instructions. Fails when
#  - an x86 intrinsic MSan handles strictly (it checks the operands and
#    takes the result for clean: the dump), or one it follows only bit by
#    bit where a secret must spread further (widening multiplies, AES
#    rounds, carry-less multiplies, vpternlogq, gathers, scatters), is called
#    outside the sc_ctm_ wrappers of src/common/ct_msan.h;
#  - an inline asm with outputs (MSan takes them for clean) is not one of
#    the few below, whose outputs are public values.
# So new vector code cannot escape the constant-time check.
set -u
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# asm with outputs on public values only: "file: the asm text's start"
allowed_asm=(
  'chacha20_avx512.c: "", "=r' 'chacha20_avx2.c: "", "=r' 'chacha20_ssse3.c: "", "=r'
  'chacha20_sse2.c: "", "=r'                   # pins of the state's address and the counter
  'cpu.c: "'                                   # cpuid, xgetbv: the CPU's features
  'fpe_common.c: "divq' 'ff1.c: "divq' 'ff3.c: "divq' 'fpe_aesni.c: "divq'  # public divisors and dividends
  'common.c: "' 'scrub.c: "'                  # the stack pointer (wipes, the scrub, stack measures)
  'fpe_num.h: "divq' 'fpe_reduce64.h: "divq'  # (inlined: named by their file only if not)
)
n=0
while IFS= read -r line; do
  cmd=$(sed -E 's/^ *"command": "(.*)",?$/\1/' <<<"$line")
  src=${cmd##* }
  n=$((n + 1))
  out="$work/$n.ll"
  cmd=$(sed -E 's/ -o [^ ]+ / /; s/ -c / /' <<<"$cmd")
  echo "$src" >"$work/$n.src"
  # as many at a time as there are processors
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n; done
  (cd "$build" && eval "$cmd -S -emit-llvm -mllvm -msan-dump-strict-instructions -o '$out'") 2>"$work/$n.dump" ||
    touch "$work/$n.failed" &
done < <(grep '"command": ".*CMakeFiles/symcore_objects\.dir/' "$build/compile_commands.json")
wait
for f in "$work"/*.failed; do
  [ -e "$f" ] || continue
  i=$(basename "$f" .failed)
  echo "FAIL: cannot compile $(cat "$work/$i.src")"
  cat "$work/$i.dump"
  exit 1
done
if [ "$n" -lt 20 ]; then
  echo "FAIL: only $n library sources in $build/compile_commands.json (not a SYMCORE_CT_MSAN build?)"
  exit 1
fi
strict=$(cat "$work"/*.dump | sed -nE 's/^ZZZ +call (llvm\.x86\.[A-Za-z0-9_.]+).*/\1/p' | sort -u | tr '\n' '|')
watch="${strict}vpmadd52|aesni|aesenc|aesdec|pclmul|pternlog|gather|scatter|pmulu"
echo "strict x86 intrinsics in this build: ${strict:-none}"
fail=0
for ((i = 1; i <= n; i++)); do
  src=$(cat "$work/$i.src")
  base=$(basename "$src")
  while IFS=$'\t' read -r fn what; do
    if [ "${what#asm }" != "$what" ]; then
      ok=0
      for a in "${allowed_asm[@]}"; do
        [[ "$base: ${what#asm }" == "$a"* ]] && ok=1
      done
      [ $ok = 1 ] && continue
    fi
    echo "FAIL: $src: $fn: $what outside src/common/ct_msan.h's rules"
    fail=1
  done < <(awk -v watch="$watch" '
    /^define / { fn = $0; sub(/^[^@]*@/, "", fn); sub(/\(.*/, "", fn) }
    /call .*@llvm\.x86\./ {
      name = $0; sub(/^.*@llvm\.x86\./, "llvm.x86.", name); sub(/\(.*/, "", name)
      if (name ~ ("(" watch ")") && fn !~ /^sc_ctm_/) print fn "\t" name
    }
    /= (tail |notail |musttail )?call .* asm (sideeffect )?(alignstack )?"/ {
      s = $0; sub(/^.* asm (sideeffect )?(alignstack )?/, "", s); print fn "\tasm " substr(s, 1, 40)
    }' "$work/$i.ll" | sort -u)
done
[ $fail = 0 ] && echo "audit: $n library sources, no vector code outside the rules"
exit $fail
