"""X bere! (X nimmt!)."""

from .spec import XNimmtSpec

spec = XNimmtSpec()
