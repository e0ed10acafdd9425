// The Gallery module; see the README for its role.
