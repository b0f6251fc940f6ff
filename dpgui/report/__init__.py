"""Qt-free reports: methodology text, HTML and PDF documents, and release manifests."""
