:- use_module(library(lists)).
0.1::e0(3).
0.5::e1(2).
0.2::e1(3); 0.1::e1(2).
0.2::e2(2); 0.3::e2(3).
e3(2,3).
0.5::e3(1,3).
p00 :- (Y \== 2, p00, e3(Y,Z)) ; (e2(1)).
p00 :- (e1(X), p01(Z), p00) ; (e1(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
p01(Y) :- p00, p00, p01(Z), between(1,3,Y), W is Y + 1, W < 5, Z \= 2.
p01(2) :- e1(Z), p01(3), e3(Y,1), findall(V, e3(Z,V), L), L \= [], T =.. [g, Z], T \== g(0).
p10 :- e1(2), e1(Z), p00, call(e2, Z), \+ e2(Z).
p10 :- p00, e2(X), p00, findall(V, p01(V), L), L = [], \+ e2(1).
p10 :- (p00, e3(X,X), e3(2,2), findall(V, e2(V), L), L \= [], not p01(X)) ; (e3(Y,2), e3(X,Y), p00, not e3(Y,X)).
\+p10 :- e0(1).
query(p01(X)).
query(p10).
query(e0(X)) :- between(1,2,X).
query(\+ e0(3)).
evidence(e3(3,1), true).
