"""Services the view-models share: hint tables, translations, sound."""
