:- use_module(library(lists)).
0.2::e0(3).
0.3::e0(1); 0.1::e0(3); 0.2::e0(2).
0.25::e1(1,1).
e1(3,2).
0.4::e1(3,1).
0.2::e1(3,3); 0.3::e1(1,1); 0.2::e1(2,2).
0.3::p00(X,Y) :- (e0(2), between(1,3,X), between(1,3,Y), compare(O, Y, 3)) ; (e1(X,Z), p00(2,X), between(1,3,Y)).
0.9::p10(Y) :- e0(X), p00(X,X), between(1,3,Y).
p10(X) :- (p00(1,Y), e0(3), e0(Y), between(1,3,X), not e1(Y,Y), subquery(p00(3,2), Q), Q > 0.33) ; (e1(Z,3), p00(Z,1), between(1,3,X), findall(V, e0(V), L), L \= [], Z \= Z).
p10(X) :- p11(X), e0(Y), call(e1, Y, Y), Y =\= 1.
\+p10(X) :- e0(X).
P::p11(Y) <- ((Y == 3, p11(2), between(1,3,Y)) ; (p00(Z,X), p00(Z,Y), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
p11(X) :- p10(Z), p10(1), p10(3), between(1,3,X), X < 1.
query(p00(2,Y)).
evidence(p00(3,2), true).
