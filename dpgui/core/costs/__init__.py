"""What a release costs and what is refused before it is charged: privacy costs and their composition, and the
limits every mechanism checks from public parameters alone."""
