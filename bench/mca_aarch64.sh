#!/usr/bin/env bash
# Models an AArch64 inner loop with llvm-mca (no ARM hardware needed):
#   bench/mca_aarch64.sh SOURCE FUNCTION KEY [CPU...]
# compiles SOURCE (a file of src/) for aarch64 at -O2 to assembly, takes
# FUNCTION's loop with the most KEY instructions (e.g. tbl for ChaCha20's
# round loop, aese for the AES and FPE chains, bcax or ror for Keccak,
# umulh for Poly1305) and prints llvm-mca's cycles per iteration and
# its throughput bound per CPU model. With PASS=n also the cycles of a
# whole call: n loop iterations plus the rest of the function once
# (straight-line, branches dropped: an estimate). CC (default
# aarch64-linux-gnu-gcc; clang: CC=clang-22 CFLAGS=--target=aarch64-linux-gnu)
# and MCA (default /usr/lib/llvm-22/bin/llvm-mca) can be set.
# Example, the figures of the neon ChaCha20 (576 bytes a pass):
#   PASS=10 bench/mca_aarch64.sh src/chacha20/chacha20_neon.c neon_blocks9 tbl \
#     neoverse-v2 apple-m1 neoverse-n1 cortex-a76 cortex-x2
set -euo pipefail
cd "$(dirname "$0")/.."
src=$1 func=$2 key=$3
shift 3
CC=${CC:-aarch64-linux-gnu-gcc}
MCA=${MCA:-/usr/lib/llvm-22/bin/llvm-mca}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2086
"$CC" -O2 -S -Isrc -Iinclude ${CFLAGS:-} -o "$work/f.s" "$src"
python3 - "$work" "$func" "$key" <<'EOF'
import re, sys
work, func, key = sys.argv[1:]
lines = open(work + '/f.s').read().split('\n')
start = next(i for i, l in enumerate(lines) if re.match(re.escape(func) + r':', l))
end = next(i for i in range(start, len(lines)) if '.size' in lines[i] and func in lines[i])
body = lines[start:end]
labels, best = {}, None
branch = re.compile(r'\b(?:b(?:\.\w+|eq|ne|hi|lo|ls|hs|gt|lt|ge|le|cc|cs|mi|pl)?|cbn?z\s+\w+,|tbn?z\s+\w+,\s*#\d+,)\s*(\.?L[\w.$]+)\s*$')
for i, l in enumerate(body):
    m = re.match(r'(\.?L[\w.$]+):', l)
    if m:
        labels[m.group(1)] = i
    m = branch.search(l.strip())
    if m and m.group(1) in labels:
        n = sum(1 for x in body[labels[m.group(1)]:i] if re.search(r'\b' + key + r'\b', x))
        if n and (best is None or n > best[2]):
            best = (labels[m.group(1)], i, n)
if best is None:
    sys.exit('no loop with %s in %s' % (key, func))
a, b, _ = best
def insns(ls):
    return [l for l in ls if l.strip() and not l.strip().startswith(('.', '//')) and not re.match(r'[.\w$]+:', l)]
open(work + '/loop.s', 'w').write('\n'.join(insns(body[a + 1:b + 1])) + '\n')
rest = [l for l in insns(body[1:a + 1]) + insns(body[b + 1:])
        if not re.match(r'(b|b\.\w+|bl|ret|cbn?z|tbn?z)\b', l.strip())]
open(work + '/rest.s', 'w').write('\n'.join(rest) + '\n')
EOF
for cpu in "$@"; do
  out=$("$MCA" -mtriple=aarch64-linux-gnu -mcpu="$cpu" -mattr=+aes,+sha3 -iterations=100 "$work/loop.s")
  cycles=$(awk '/^Total Cycles/ {print $3 / 100}' <<<"$out")
  bound=$(awk '/^Block RThroughput/ {print $3}' <<<"$out")
  line="$cpu: loop $cycles cycles an iteration, throughput bound $bound"
  if [ -n "${PASS:-}" ]; then
    rest=$("$MCA" -mtriple=aarch64-linux-gnu -mcpu="$cpu" -mattr=+aes,+sha3 -iterations=1 "$work/rest.s" |
           awk '/^Total Cycles/ {print $3}')
    line+=", rest $rest, call $(awk -v l="$cycles" -v n="$PASS" -v r="$rest" 'BEGIN {print n * l + r}') cycles"
  fi
  echo "$line"
done
