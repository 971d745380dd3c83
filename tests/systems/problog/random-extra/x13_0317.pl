:- use_module(library(lists)).
e0(3,1).
0.8::e0(3,3).
0.2::e0(2,2); 0.3::e0(1,1); 0.2::e0(3,3).
e1(3,2).
e1(3,3).
p00 :- p00, T =.. [g, 2], T \== g(0).
p00 :- p01.
\+p00 :- e0(1,3).
p01 :- e0(2,Z), e0(Y,Z), p00, \+ e1(2,Y).
p01 :- (p00, p00, e1(X,X)) ; (p00, p01, \+ e0(2,1), subquery(e0(1,2), Q), Q < 0.33).
0.4::p10(Y) :- p00, between(1,3,Y).
p10(X) :- (X \== 3, p11(Y), p11(Y), p11(Y), between(1,3,X), not e1(2,1)) ; (e1(X,X), e0(3,2), X < 3).
0.8::\+p10(2) :- e1(3,1).
0.8::p11(Y) :- e1(X,3), e0(2,Y).
\+p11(3) :- e1(3,1).
p20(X) :- p01, between(1,3,X).
P::p20(X) :- (X \== 2, p00, e0(Z,X), p00, call(e0, X, Z)), P is X / 4.
p20(Y) <- Y \== 2, p10(Y), p01.
p21(2) :- e1(Y,Z), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2.
p21(3) :- p10(1), p00, not e1(3,3).
0.9::p30(3) <- p30(Z), findall(V, p10(V), L), L \= [], Z =:= 3.
p30(X) :- e1(Y,Y), between(1,3,X), findall(V, p11(V), L), length(L, N), N >= 2.
0.3::p31 :- p11(X), p01, p20(Z), W is X + 3, W < 5.
p31 :- p10(1).
p31 :- e0(Y,1).
query(e0(2,2)).
