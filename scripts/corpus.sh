#!/usr/bin/env bash
# Clones the corpus that `transit-bench run` measures (scripts/corpus.list) into a cache outside
# the repository, each library at the commit the list records. Their code never enters the
# repository. Usage:
#   scripts/corpus.sh            clone what is missing, check what is there
#   scripts/corpus.sh --path     print the cache folder
# The cache is $TRANSIT_CORPUS_DIR, or ${XDG_CACHE_HOME:-~/.cache}/transit/corpus. With
# TRANSIT_CORPUS_MIRROR set to a folder holding owner+name git directories (bare, or a clone's
# .git under owner+name/repo), a library is cloned from there instead of its URL; the commit must
# still be the recorded one.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
list=$here/corpus.list
cache=${TRANSIT_CORPUS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/transit/corpus}
if [[ "${1:-}" == "--path" ]]; then
  echo "$cache"
  exit 0
fi
[[ $# -eq 0 ]] || { echo "usage: scripts/corpus.sh [--path]" >&2; exit 2; }
mkdir -p "$cache"

source_of() { # name url -> what to clone from
  local mirror=${TRANSIT_CORPUS_MIRROR:-}
  if [[ -n "$mirror" ]]; then
    for g in "$mirror/$1/repo/.git" "$mirror/$1/repo" "$mirror/$1"; do
      if git --git-dir="$g" rev-parse --git-dir >/dev/null 2>&1; then
        echo "$g"
        return
      fi
    done
  fi
  echo "$2"
}

# A mirror may lack its largest blobs (images, videos): the commit's files that are there are
# written, and those absent are named in the marker.
from_tree() { # git-dir commit into
  local mode type object path absent=0
  git --git-dir="$1" cat-file -e "$2^{tree}" 2>/dev/null || return 1
  while IFS=$'\t' read -r mode type object path; do
    [[ "$type" == blob && "$path" != /* && "$path" != *..* ]] || continue
    if git --git-dir="$1" cat-file -e "$object" 2>/dev/null; then
      mkdir -p "$3/$(dirname "$path")"
      git --git-dir="$1" cat-file blob "$object" >"$3/$path"
    else
      echo "$path" >>"$3/.transit-corpus-absent"
      absent=$((absent + 1))
    fi
  done < <(git --git-dir="$1" ls-tree -r "$2" | sed 's/ /\t/; s/ /\t/')
  [[ $absent -eq 0 ]] || echo "  $absent files absent from the mirror (listed in .transit-corpus-absent)"
}

failed=0
while IFS='|' read -r name url commit licence root paths; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  [[ "$name" =~ ^[A-Za-z0-9._-]+\+[A-Za-z0-9._-]+$ && "$commit" =~ ^[0-9a-f]{40}$ ]] ||
    { echo "corpus.list: bad line for '$name'" >&2; exit 2; }
  into=$cache/$name
  marker=$into/.transit-corpus
  if [[ -f "$marker" ]] && [[ "$(sed -n 2p "$marker")" == "$commit" ]]; then
    echo "$name: present at $commit"
    continue
  fi
  from=$(source_of "$name" "$url")
  rm -rf "$into.part" "$into"
  mkdir -p "$into.part"
  # The one commit's files: fetched by its id (GitHub serves a commit by its id), or, from a
  # mirror whose history is incomplete, the commit's tree read straight out of it.
  if { git init -q "$into.part" &&
    git -C "$into.part" fetch -q --depth 1 "$from" "$commit" 2>/dev/null &&
    git -C "$into.part" -c advice.detachedHead=false checkout -q "$commit" 2>/dev/null &&
    rm -rf "$into.part/.git"; } ||
    { rm -rf "$into.part" && mkdir -p "$into.part" && from_tree "$from" "$commit" "$into.part"; }; then
    printf '%s\n%s\n%s\n' "$url" "$commit" "$licence" >"$into.part/.transit-corpus"
    mv "$into.part" "$into"
    echo "$name: $url at $commit ($licence)"
    continue
  fi
  rm -rf "$into.part"
  echo "$name: could not get $commit from $from" >&2
  failed=$((failed + 1))
done <"$list"
echo "corpus in $cache"
[[ $failed -eq 0 ]] || { echo "$failed libraries missing" >&2; exit 1; }
