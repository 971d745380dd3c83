% Only negative clauses: ProbLog stops (UnknownClause: its positive part has no clauses).
0.5::\+only.
query(only).
