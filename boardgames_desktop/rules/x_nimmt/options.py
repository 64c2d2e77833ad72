from pydantic import BaseModel, ConfigDict


class XNimmtOptions(BaseModel):
    """X bere! has no variants in its booklet."""

    model_config = ConfigDict(frozen=True, extra="forbid")
