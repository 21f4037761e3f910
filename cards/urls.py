"""Catalog URLs: the public read-only API under api/ and the catalog pages."""

from django.urls import include, path

from cards import views, views_web

api_patterns = [
    path("cards/", views.CardSearchView.as_view(), name="card-search"),
    path("cards/resolve/", views.TypedTeamView.as_view(), name="card-resolve"),
    path("cards/<str:code>/", views.CardDetailView.as_view(), name="card-detail"),
    path("card-versions/<str:digest>/", views.CardVersionView.as_view(), name="card-version"),
    path("card-sets/", views.CardSetListView.as_view(), name="card-sets"),
]

web_patterns = [
    path("cards/", views_web.catalog, name="catalog"),
    path("cards/<str:code>/", views_web.card_page, name="card"),
]

app_name = "cards"
urlpatterns = [path("api/", include(api_patterns)), *web_patterns]
