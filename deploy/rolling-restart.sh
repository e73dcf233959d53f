#!/bin/sh
# Restarts the site's instances one at a time, each taken out of Caddy's rotation first, so no
# request is dropped or sent to an instance that is stopping (README, "Upgrade"). Run as root
# once /srv/site/current points at the new release:
#   sudo sh /srv/site/current/deploy/rolling-restart.sh
#
# For each instance: Caddy reloads its configuration (deploy/Caddyfile, SITE_UPSTREAMS naming
# only the other instances; a reload is graceful: requests under way finish where they are),
# `systemctl restart site@<port>` stops the instance (SIGTERM: it finishes what it is doing) and
# starts the new release, and the next instance waits until this one answers /healthz.
# At the end Caddy is back on every instance. If an instance does not come back, the script
# stops there and Caddy keeps sending everything to the others.
# Why reloads and not Caddy's health checks alone: a stopped instance is seen down within 2 s,
# and meanwhile Caddy 2.6 resends a GET to the other instance but answers a POST with 502 (it
# cannot send a request body twice). A reload moves new requests at once; Caddy 2.6 does fail,
# rarely, a connection being opened during the reload itself (README, "Upgrade").
set -eu
ports=${SITE_PORTS:-3001 3002}
caddyfile=${CADDYFILE:-/etc/caddy/Caddyfile}

route_to() {
	upstreams=""
	for p in "$@"; do upstreams="$upstreams 127.0.0.1:$p"; done
	SITE_UPSTREAMS="${upstreams# }" caddy reload --config "$caddyfile" --adapter caddyfile --force
}

for port in $ports; do
	others=""
	for p in $ports; do [ "$p" = "$port" ] || others="$others $p"; done
	# shellcheck disable=SC2086 # one word per port
	route_to $others
	echo "site@$port: out of rotation, restarting"
	systemctl restart "site@$port"
	tries=0
	until curl -fsS --max-time 2 "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; do
		tries=$((tries + 1))
		if [ "$tries" -gt 120 ]; then
			echo "site@$port does not answer /healthz after 60 s: Caddy still sends everything to$others." >&2
			echo "See journalctl -u site@$port; fix it or roll back (README, \"Upgrade\")." >&2
			exit 1
		fi
		sleep 0.5
	done
	echo "site@$port: answering"
done
# shellcheck disable=SC2086
route_to $ports
echo "Every instance restarted and back in rotation."
