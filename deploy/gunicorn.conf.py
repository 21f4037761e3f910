"""gunicorn settings for Overcrush: `gunicorn config.wsgi -c deploy/gunicorn.conf.py`.

Every value can be changed through the environment without rebuilding the image.
Threaded workers (gthread): a move is one short request, but an open game page holds a
live stream (games/live.py) on a thread for up to 25 s. A sync worker would be held whole by
it, and every other request to that process would wait; with threads, streams take at most
LIVE_STREAMS_PER_PROCESS (6) of a worker's 8 threads and moves always find one free. Under
GUNICORN_WORKER_CLASS=sync the streams are refused (503) and pages poll the game API.
Throughput grows with processes, and with more containers behind the load balancer.
"""

import multiprocessing
import os


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


bind = os.environ.get("GUNICORN_BIND", f"0.0.0.0:{os.environ.get('PORT', '8000')}")

# (2 x CPU) + 1, gunicorn's rule of thumb; WEB_CONCURRENCY overrides (e.g. in small
# containers, where the host's CPU count overstates what the container may use).
workers = _int("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1)
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
threads = _int("GUNICORN_THREADS", 8)

# A move is milliseconds; 30 s only catches a stuck worker. Round generation runs in Celery.
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = _int("GUNICORN_GRACEFUL_TIMEOUT", 30)
# Keep-alive applies to gthread/async workers (the default); sync workers close after each
# response.
keepalive = _int("GUNICORN_KEEPALIVE", 5)

# Recycle workers now and then, so a slow leak cannot grow without bound.
max_requests = _int("GUNICORN_MAX_REQUESTS", 2000)
max_requests_jitter = _int("GUNICORN_MAX_REQUESTS_JITTER", 200)

# Logs to stdout/stderr for the container runtime. Access log with the request time (%(M)s ms).
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-")
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms "%(a)s"'

# Heartbeat files in memory, not on the container's overlay filesystem.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None

# Trust X-Forwarded-* only from the proxy in front: its addresses or networks, comma-separated
# (deploy/env.example). The default is a proxy on the same host; never "*". The application
# reads the same variable (settings.TRUSTED_PROXIES, config/proxies.py) for the client's
# address and X-Forwarded-Proto.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
