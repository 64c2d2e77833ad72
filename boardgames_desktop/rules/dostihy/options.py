from pydantic import BaseModel, ConfigDict, Field

from .data import STARTING_CASH


class DostihyOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    starting_cash: int = Field(
        STARTING_CASH,
        ge=10000,
        le=100000,
        multiple_of=1000,
        description="Crowns each player starts with (the booklet's figure is lost; 30,000 is the "
        "program's reconstruction).",
    )
