#!/usr/bin/env bash
# Usage: ./run.sh [variant ...]  — builds each variant (client + SSR), measures, checks SSR.
set -u
cd "$(dirname "$0")"
export PATH="$PWD/node_modules/.bin:$PWD/../../node_modules/.bin:$PATH"
export LINGUI_SUPPRESS_BABEL_WARNING=1
variants=("$@")
[ ${#variants[@]} -eq 0 ] && variants=(baseline lingui-macro lingui-macro-babel lingui-nomacro i18next paraglide react-intl react-intl-ast use-intl use-intl-precompiled)
mkdir -p results
for v in "${variants[@]}"; do
  dir="variants/$v"
  log="results/$v.log"
  : > "$log"
  start=$(date +%s.%N)
  case "$v" in
    lingui-nomacro) (cd "$dir" && lingui compile --namespace es) >>"$log" 2>&1 ;;
    react-intl-ast) mkdir -p "$dir/compiled"; for f in "$dir"/messages/*.json; do formatjs compile "$f" --ast --format simple --out-file "$dir/compiled/$(basename "$f")" >>"$log" 2>&1; done ;;
    use-intl-precompiled) node shared/precompile-use-intl.mjs >>"$log" 2>&1 ;;
  esac
  (cd "$dir" && vite build --config vite.config.mjs) >>"$log" 2>&1; c=$?
  (cd "$dir" && vite build --ssr --config vite.config.mjs) >>"$log" 2>&1; s=$?
  end=$(date +%s.%N)
  echo "== $v client=$c ssr=$s build_s=$(echo "$end - $start" | bc)" | tee -a "$log"
  [ $c -eq 0 ] && node shared/measure.mjs "$dir" > "results/$v.json"
  [ $s -eq 0 ] && node shared/ssr-check.mjs "$dir" 2>&1 | tee -a "$log" | head -20
done
