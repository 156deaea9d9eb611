"""One module per group of subcommands; each defines register(subparsers)."""
