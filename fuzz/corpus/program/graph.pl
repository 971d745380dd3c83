% Reachability over uncertain edges, with a cycle: tabling makes the recursion terminate and
% the answers exact.
0.6::edge(1, 2).
0.4::edge(2, 3).
0.5::edge(3, 1).
0.3::edge(1, 3).
0.8::edge(3, 4).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(1, Y)).
