:- use_module(library(lists)).
0.7::e0(3,3).
0.6::e1.
0.7::e2(2).
0.6::e2(1).
0.3::e2(2); 0.2::e2(3); 0.3::e2(1).
0.25::e3(3).
0.3::e3(2); 0.1::e3(3); 0.1::e3(1).
p00(X,3) :- e0(Z,Z), between(1,3,X), subquery(e2(3), Q), Q > 0.33.
p00(X,3) :- e2(Y), p00(Y,Y), e2(X).
p00(X,X) :- e1, between(1,3,X), X @>= 1, T =.. [g, X], T \== g(0).
p10(X,Y) :- e0(3,Y), between(1,3,X), subquery(e2(1), Q), Q < 0.33.
P::p10(Y,X) <- ((e0(Z,3), between(1,3,X), between(1,3,Y), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2) ; (p10(1,3), between(1,3,X), between(1,3,Y))), P is X / 4.
p20(X) :- X \== 1, p10(X,2), e1, p10(1,1).
p20(3) :- e3(Y), e0(Y,Y), p10(Y,3), findall(V, e0(Y,V), L), length(L, N), N >= 1.
\+p20(2) :- e1.
0.4::p21(X,X) :- (p21(X,X), X \= 2, W is X + 3, W < 5) ; (e1, between(1,3,X)).
p21(X,X) :- e2(1), p10(Y,3), between(1,3,X), W is Y + 2, W < 5.
query(e1).
query(p00(3,X)).
