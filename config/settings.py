"""Overcrush settings.

Embedded default: SQLite and eager Celery, so `make run` works with no configuration.
With DATABASE_URL and REDIS_URL set: PostgreSQL, Redis and real Celery workers.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

# Production unless told otherwise: development mode is turned on explicitly (DEBUG=1, as
# `make run` and config/settings_test.py do).
DEBUG = os.environ.get("DEBUG", "0") == "1"
DEVELOPMENT_SECRET_KEY = "overcrush-development-only-not-secret"
# Keys that are public (this file, deploy/env.example): never accepted outside development.
PUBLIC_SECRET_KEYS = frozenset({DEVELOPMENT_SECRET_KEY, "change-me-to-a-long-random-string"})
SECRET_KEY = os.environ.get("SECRET_KEY", "").strip()
if not DEBUG and (not SECRET_KEY or SECRET_KEY in PUBLIC_SECRET_KEYS):
    raise ImproperlyConfigured(
        "SECRET_KEY is missing or is a published placeholder: set a long random SECRET_KEY"
        ' (python -c "import secrets; print(secrets.token_urlsafe(50))"), or DEBUG=1 for'
        " development"
    )
SECRET_KEY = SECRET_KEY or DEVELOPMENT_SECRET_KEY
ALLOWED_HOSTS = [
    h for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",") if h
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",  # pg_trgm lookups for close-name search (on PostgreSQL only)
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "template_partials",  # {% partialdef %}: one template per page, htmx gets one block
    "accounts",
    "cards",
    "games",
    "tournaments",
    "battledice",
]

MIDDLEWARE = [
    # Before all: REMOTE_ADDR is the real client, X-Forwarded-* only from TRUSTED_PROXIES.
    "config.proxies.TrustedProxyMiddleware",
    # Then: refuses bad input under /api/ and keeps every error answer there JSON.
    "config.api_guard.ApiGuardMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "config.csp.ContentSecurityPolicyMiddleware",  # scripts: ours, or inline with its nonce
    "whitenoise.middleware.WhiteNoiseMiddleware",  # static files from gunicorn itself
    "config.lazy_sessions.LazySessionMiddleware",  # built only when used (no cookie)
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "config.throttles.PageWriteThrottleMiddleware",  # page writes share the API's user limit
    "config.lazy_messages.LazyMessageMiddleware",  # storage built only when used
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, so first to see a view's exception: a database outage answers 503 (config/outage.py).
    "config.outage.DatabaseOutageMiddleware",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "config.csp.nonce",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
    )
}
# The hottest statements (a move's read and append) are prepared once per connection
# (config/prepared.py); 0 behind a pooler that mixes sessions (PgBouncer transaction mode < 1.21).
DB_PREPARED_STATEMENTS = os.environ.get("DB_PREPARED_STATEMENTS", "1") != "0"
if DB_PREPARED_STATEMENTS and DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("prepare_threshold", 5)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # A PostgreSQL that does not answer fails the request within seconds (503: config/outage.py).
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault(
        "connect_timeout", int(os.environ.get("DB_CONNECT_TIMEOUT", "5"))
    )
# Seconds a client is told to wait (Retry-After) when the database is unavailable.
DATABASE_RETRY_AFTER = int(os.environ.get("DATABASE_RETRY_AFTER", "5"))
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Serialise writers instead of failing with "database is locked" under concurrency.
    DATABASES["default"].setdefault("OPTIONS", {})["timeout"] = 30
    DATABASES["default"]["OPTIONS"]["transaction_mode"] = "IMMEDIATE"

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": f"django.contrib.auth.password_validation.{name}"}
    for name in (
        "UserAttributeSimilarityValidator",
        "MinimumLengthValidator",
        "CommonPasswordValidator",
        "NumericPasswordValidator",
    )
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]  # the site's one stylesheet, favicon and page scripts
WHITENOISE_USE_FINDERS = DEBUG  # development serves app static files without collectstatic

# The reverse proxies allowed to say who the client is and whether it came over HTTPS
# (X-Forwarded-For/-Proto, config/proxies.py): addresses or networks, comma-separated, the
# same FORWARDED_ALLOW_IPS gunicorn reads (deploy/gunicorn.conf.py, deploy/env.example).
# From any other peer those headers are dropped. Default: a proxy on this host.
TRUSTED_PROXIES = [
    item.strip()
    for item in os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1").split(",")
    if item.strip()
]
if "*" in TRUSTED_PROXIES:
    raise ImproperlyConfigured("FORWARDED_ALLOW_IPS='*' trusts every client; name the proxy")

# Behind a TLS-terminating proxy (deploy/): trust its header and the site's origins.
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o]
if os.environ.get("BEHIND_TLS_PROXY") == "1":
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = True
    # The load balancer's and the container's probes ask over plain HTTP inside the network.
    SECURE_REDIRECT_EXEMPT = [r"^api/health/"]
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = os.environ.get("SECURE_HSTS_INCLUDE_SUBDOMAINS", "1") == "1"
    SECURE_HSTS_PRELOAD = os.environ.get("SECURE_HSTS_PRELOAD", "0") == "1"
    if not SECURE_HSTS_PRELOAD:
        # Asking browsers to preload the domain is the operator's decision, not a default.
        SILENCED_SYSTEM_CHECKS = ["security.W021"]

# Accounts: Django's own auth views (accounts/). Password-reset mail goes to the console in
# development; production sets EMAIL_BACKEND (and EMAIL_HOST...) in the environment.
LOGIN_URL = "accounts:login"
LOGIN_REDIRECT_URL = "tournaments:home"
LOGOUT_REDIRECT_URL = "tournaments:home"
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = os.environ.get("EMAIL_USE_TLS") == "1"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Overcrush <noreply@localhost>")

# Bad input is refused before it reaches a view (config/api_guard.py).
API_MAX_BODY_BYTES = 256 * 1024
API_MAX_JSON_DEPTH = 32
DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
CSRF_FAILURE_VIEW = "config.api_guard.csrf_failure"

REST_FRAMEWORK = {
    # Token first: an anonymous request then gets 401 with `WWW-Authenticate: Token` (the
    # first class names the challenge); sessions still work for the pages.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "config.token_auth.CachedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "config.negotiation.JsonFirstNegotiation",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "config.api_guard.exception_handler",
    "DEFAULT_THROTTLE_CLASSES": ["config.throttles.WriteThrottle"],
    # Throttles key on REMOTE_ADDR, which config.proxies.TrustedProxyMiddleware has set to
    # the client (a forwarded address only from a trusted proxy); never on the raw header.
    "NUM_PROXIES": 0,
}

# Seconds each web process remembers a checked API token (config/token_auth.py); a deleted
# token or deactivated user is refused at the latest this long after. 0: check every time.
TOKEN_CACHE_SECONDS = float(os.environ.get("TOKEN_CACHE_SECONDS", "10"))

# Rate limits (config/throttles.py), "N/period" (s, min, hour, day) or empty for none.
# login: per client address, token endpoint and login page; writes: per user.
THROTTLE_RATES = {
    "login": os.environ.get("THROTTLE_LOGIN_RATE", "10/min") or None,
    "writes": os.environ.get("THROTTLE_WRITE_RATE", "300/min") or None,
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Overcrush API",
    "DESCRIPTION": "Dice Masters tournaments, games and their event logs.",
    "VERSION": "0.1.0",
    # Swagger UI served from our own static files: the docs work with no internet access.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Answers any operation may give (config/schema.py): bad input, authentication, limits.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.schema.add_common_errors",
    ],
    "ENUM_NAME_OVERRIDES": {
        "TournamentStatusEnum": "tournaments.models.Tournament.Status",
        "RoundStatusEnum": "tournaments.models.Round.Status",
        "RoleKindEnum": "tournaments.models.Role.Kind",
        "RoundKindEnum": "tournaments.models.Round.Kind",
        "ResultKindEnum": "tournaments.models.ResultEntry.Kind",
        "PenaltyKindEnum": "tournaments.models.Penalty.Kind",
        "InfractionEnum": "tournaments.models.Penalty.Infraction",
        "CardKindEnum": "cards.models.Card.Kind",
    },
}

# Where exported team lists point: the community Team Builder's page (the Dice Coalition's),
# which reads `?view&cards=...`; TEAMBUILDER_URL="" exports the bare `?view&cards=...`.
TEAMBUILDER_URL = os.environ.get("TEAMBUILDER_URL", "http://dicecoalition.com/teambuilder/")

REDIS_URL = os.environ.get("REDIS_URL", "")
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = REDIS_URL or "cache+memory://"
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
# ... and when the pool process running a task dies (SIGKILL, OOM) while its worker lives on,
# the message goes back to the queue instead of the task being marked failed
# (WorkerLostError): every task is idempotent, so running it again is safe (deploy/celery.md).
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# With acks_late, a task whose worker died is delivered again after this many seconds.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "600"))
}
# Redis down: a request that queues or looks up a task gives up within a second or two
# (503 service/tasks_unavailable) instead of Celery's 20 retries of a second each.
_QUICK_RETRY = {"max_retries": 2, "interval_start": 0, "interval_step": 0.2, "interval_max": 0.5}
CELERY_TASK_PUBLISH_RETRY_POLICY = _QUICK_RETRY
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"retry_policy": _QUICK_RETRY}
CELERY_BROKER_CONNECTION_TIMEOUT = 2
# The round clock: Celery beat (one `celery beat` process, deploy/compose.yaml) asks a worker
# every ROUND_CLOCK_SECONDS to call time on rounds past their deadline (a column of the round,
# not a timer message). A tick not started within one period is dropped: the next catches up.
ROUND_CLOCK_SECONDS = float(os.environ.get("ROUND_CLOCK_SECONDS", "15"))
CELERY_BEAT_SCHEDULE = {
    "call-time-on-due-rounds": {
        "task": "tournaments.call_due_rounds",
        "schedule": ROUND_CLOCK_SECONDS,
        "options": {"expires": ROUND_CLOCK_SECONDS},
    }
}
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]

CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"serializer": "config.cache.JSONSerializer"},  # data, never pickles
        }
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    )
}

# The game systems events may choose (games/systems): each plays the rulesets it lists.
GAME_SYSTEMS = ["games.systems.dicemasters.DiceMasters", "battledice.system.BattleDice"]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}

# Game state snapshots (games/state_cache.py): MessagePack in Redis, shared by the web
# processes, plus the last states each process saw. Never pickled, never holds a seed; when
# Redis does not answer, moves replay the log from PostgreSQL and Redis is retried after
# STATE_CACHE_PAUSE seconds.
STATE_CACHE_URL = os.environ.get("STATE_CACHE_URL", REDIS_URL)
STATE_CACHE_SECONDS = int(os.environ.get("STATE_CACHE_SECONDS", "3600"))
STATE_CACHE_TIMEOUT = float(os.environ.get("STATE_CACHE_TIMEOUT", "0.25"))
STATE_CACHE_PAUSE = float(os.environ.get("STATE_CACHE_PAUSE", "5"))
STATE_CACHE_LOCAL_SIZE = int(os.environ.get("STATE_CACHE_LOCAL_SIZE", "256"))

# Live streams (games/live.py): with a Redis, a stream waits on the game's pub/sub channel
# (games/live_bus.py) and reads the database when a move is published, plus once every
# LIVE_RECHECK_SECONDS in case a message was lost; without one (the embedded default), or
# once it stops answering, a stream polls the database 5 times a second.
LIVE_REDIS_URL = os.environ.get("LIVE_REDIS_URL", REDIS_URL)
LIVE_REDIS_TIMEOUT = float(os.environ.get("LIVE_REDIS_TIMEOUT", "0.5"))
LIVE_REDIS_PAUSE = float(os.environ.get("LIVE_REDIS_PAUSE", "5"))
LIVE_RECHECK_SECONDS = float(os.environ.get("LIVE_RECHECK_SECONDS", "5"))
# A stream holds a server thread while it is open: at most this many at once in one process,
# so moves always find a free thread (deploy/gunicorn.conf.py runs 8 threads a worker).
# Over it, or under a server with one request at a time per process (gunicorn's sync
# workers), a stream is refused with 503 and the page polls the game API instead.
LIVE_STREAMS_PER_PROCESS = int(os.environ.get("LIVE_STREAMS_PER_PROCESS", "6"))
# No one client takes them all: at most this many open in one process for one user (signed
# in) or one address (anonymous); and this many of a process's places are kept for the
# game's own players (watchers share the rest). Refused streams poll, as above.
LIVE_STREAMS_PER_CLIENT = int(os.environ.get("LIVE_STREAMS_PER_CLIENT", "3"))
LIVE_STREAMS_FOR_PLAYERS = int(os.environ.get("LIVE_STREAMS_FOR_PLAYERS", "2"))
