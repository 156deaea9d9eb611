"""The subcommands, in two folders: student/ (every edition has them) and instructor/ (the
instructor's repository only: `./course release` leaves the folder out, editions.py). Each
module defines register(subparsers)."""
