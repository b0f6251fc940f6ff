"""Where randomness comes from: the OS's CSPRNG, exact integer and rational arithmetic, and exact samplers of
the noise distributions. Nothing here knows about data."""
