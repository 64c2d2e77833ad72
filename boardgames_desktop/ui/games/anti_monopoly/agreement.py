"""The questions the Anti-Monopoly table asks before a move nobody can take back lightly: ending the
game by agreement (every person at the table ticks that they agree; computers agree) and going
bankrupt (rule 22: only when even selling and mortgaging everything cannot pay)."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout

from ...widgets.players import player_name

translate = QCoreApplication.translate


class AgreementDialog(QDialog):
    """"End and count": a box to tick for each person; OK only once every one of them agrees."""

    def __init__(self, players, people: list[int], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("End and count"))
        layout = QVBoxLayout(self)
        question = QLabel(self.tr("End the game now? The richest by rule 23 (cash and the rent of every "
                                  "unmortgaged title) wins. Everyone at the table must agree."))
        question.setWordWrap(True)
        layout.addWidget(question)
        self.boxes = []
        for seat in people:
            box = QCheckBox(self.tr("{player} agrees").format(player=player_name(players, seat)))
            box.toggled.connect(self._agreed)
            layout.addWidget(box)
            self.boxes.append(box)
        if len(people) < len(players):
            layout.addWidget(QLabel(self.tr("The computers agree.")))
        self.buttons = QDialogButtonBox()
        self.ok = self.buttons.addButton(self.tr("End and count"), QDialogButtonBox.AcceptRole)
        self.buttons.addButton(self.tr("Play on"), QDialogButtonBox.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._agreed()

    def _agreed(self, *_) -> None:
        self.ok.setEnabled(all(box.isChecked() for box in self.boxes))


def confirm_bankruptcy(parent, players, creditor: int | None) -> bool:
    """Whether the debtor really goes bankrupt, everything going to `creditor` (None: the bank)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Warning)
    box.setWindowTitle(translate("AntiMonopolyAgreement", "Bankruptcy"))
    to = player_name(players, creditor) if creditor is not None else translate("AntiMonopolyAgreement", "the bank")
    box.setText(translate("AntiMonopolyAgreement", "Go bankrupt and leave the game? Even selling and mortgaging "
                          "everything cannot pay the debt. Your cash and titles go to: {creditor}.").format(creditor=to))
    yes = box.addButton(translate("AntiMonopolyAgreement", "Go bankrupt"), QMessageBox.DestructiveRole)
    back = box.addButton(translate("AntiMonopolyAgreement", "Back"), QMessageBox.RejectRole)
    box.setDefaultButton(back)
    box.exec()
    return box.clickedButton() is yes
