% findall/3's result must be unbound or a list (ProbLog: CallModeError).
0.3::a(1).
f(L) :- findall(A, a(A), L).
query(f(abc)).
