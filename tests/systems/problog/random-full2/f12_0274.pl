:- use_module(library(lists)).
0.4::e1(1).
0.2::e1(2); 0.3::e1(1).
0.6::e2(3).
0.25::e2(2).
P::p00(Y) :- (e0(1), e2(X), p00(2), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
p00(1) :- e1(X), findall(V, e2(V), L), L \= [], X \= X.
p01 <- e0(X), X @< a.
p01 :- (p01) ; (p01, p01, not e2(3)).
p10(1,1) :- (Z \== 3, e0(Z), p10(Z,Z), e0(Z), T =.. [g, Z], T \== g(0)) ; (e2(1)).
p20(3) :- (p10(X,Z), p21(Z,X), findall(V, p10(X,V), L), sum_list(L, T), T > 2, Z @< a) ; (e1(3)).
p20(X) :- p21(1,X), p21(X,2), e1(1), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, \+ p00(X).
p21(Y,3) :- (p20(Y), p10(Z,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, T =.. [g, Z], T \== g(0)) ; (p21(2,3), e2(1), e2(Z), between(1,3,Y)).
query(e1(Y)).
query(p20(1)).
query(p20(X)).
query(p00(X)) :- between(1,2,X).
query(\+ p21(1,3)).
