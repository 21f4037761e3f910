"""`GET /api/health/`: the process is up and serving. Touches neither the database nor Redis,
so a load balancer's probe (and the API benchmark's baseline) costs only the request path."""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe


@require_safe
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True})
