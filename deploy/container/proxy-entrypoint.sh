#!/bin/sh
# The proxy container's start: deploy/nginx.conf rendered for a container (logs to the container's
# output, the build's static files, the web instances in UPSTREAMS), a certificate (the one mounted
# at /etc/cipherwell/tls, or a self-signed one for a first look), then nginx in the foreground.
set -eu

: "${UPSTREAMS:?set UPSTREAMS to the web instances, e.g. "web-1:3000 web-2:3000"}"
: "${SERVER_NAME:=localhost}"
: "${HTTP_PORT:=8080}"
: "${HTTPS_PORT:=8443}"
: "${PUBLIC_HTTPS_PORT:=$HTTPS_PORT}"

tls=/etc/cipherwell/tls
if [ ! -f "$tls/cert.pem" ]; then
  tls=/tmp/cipherwell-tls
  mkdir -p "$tls"
  echo "No certificate at /etc/cipherwell/tls/cert.pem: using a self-signed one for $SERVER_NAME." >&2
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
    -subj "/CN=$SERVER_NAME" -addext "subjectAltName=DNS:$SERVER_NAME" \
    -keyout "$tls/key.pem" -out "$tls/cert.pem" 2>/dev/null
fi

# Workers run unprivileged: the official image's nginx user, or Debian's www-data.
if id nginx >/dev/null 2>&1; then user=nginx; else user=www-data; fi

work=/tmp/cipherwell-nginx
mkdir -p "$work/cache" "$work/temp" "$work/logs"
chown "$user" "$work/cache" "$work/temp"
ln -sf /dev/stdout "$work/logs/access.log"
ln -sf /dev/stderr "$work/logs/error.log"

# The template's upstream block has one `server ${UPSTREAM};` line: several instances become
# "a:3000; server b:3000", which nginx reads as one server line per instance.
upstream=$(echo "$UPSTREAMS" | sed 's/  */; server /g')

# Only the template's own placeholders are replaced; nginx's $variables stay as they are.
sed -e "s|\${NGINX_USER}|$user|g" \
    -e "s|\${WORKER_PROCESSES}|auto|g" \
    -e "s|\${PID_FILE}|$work/nginx.pid|g" \
    -e "s|\${LOG_DIR}|$work/logs|g" \
    -e "s|\${TEMP_DIR}|$work/temp|g" \
    -e "s|\${CACHE_DIR}|$work/cache|g" \
    -e "s|\${SERVER_NAME}|$SERVER_NAME|g" \
    -e "s|\${UPSTREAM}|$upstream|g" \
    -e "s|\${HTTP_LISTEN}|$HTTP_PORT|g" \
    -e "s|\${HTTPS_LISTEN}|$HTTPS_PORT|g" \
    -e "s|\${HTTPS_PORT}|$PUBLIC_HTTPS_PORT|g" \
    -e "s|\${SSL_CERTIFICATE}|$tls/cert.pem|g" \
    -e "s|\${SSL_CERTIFICATE_KEY}|$tls/key.pem|g" \
    -e "s|\${STATIC_DIR}|/srv/cipherwell/_next/static|g" \
    -e "s|\${CLIENT_TIMEOUT}|10s|g" \
    /etc/cipherwell/nginx.conf.template > "$work/nginx.conf"

if grep -q '\${[A-Z_]*}' "$work/nginx.conf"; then
  echo "deploy/nginx.conf has a placeholder this entrypoint does not fill:" >&2
  grep -o '\${[A-Z_]*}' "$work/nginx.conf" | sort -u >&2
  exit 1
fi
exec nginx -c "$work/nginx.conf" -p "$work/" -g 'daemon off;'
