"""Layouts keep the sizes they worked out until their next pass: what a widget changed since reaches
only the layout it is in. `forget_sizes` makes a layout work them out afresh, without that pass."""


def forget_sizes(layout, widgets: bool = False) -> None:
    """Forget the sizes `layout` and the layouts in it keep; with `widgets`, also those of the
    layouts of the shown widgets in it (each asked for its size again)."""
    for at in range(layout.count()):
        item = layout.itemAt(at)
        inner = item.layout()
        widget = item.widget()
        if inner is not None:
            forget_sizes(inner, widgets)
        elif widgets and widget is not None and widget.layout() is not None and not widget.isHidden():
            forget_sizes(widget.layout(), widgets)
            widget.updateGeometry()
    layout.invalidate()
