:- use_module(library(lists)).
0.3::e0.
0.1::e1(2).
0.25::e1(3).
0.3::e2.
0.6::p00(1) :- p00(Z), e1(2), W is Z + 3, W < 5, \+ e2.
p00(Y) :- e0, e0, e1(X), between(1,3,Y), Y @< f(1), call(e1, X).
P::p10(X) :- ((e1(2), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2) ; (p11(X), e2, T =.. [g, X], T \== g(0), call(p00, X))), P is X / 4.
p10(Y) <- p00(Z), between(1,3,Y), Z =:= 1.
p10(3) :- p10(Y), e2.
p11(Y) :- e2, p00(3), between(1,3,Y), W is Y + 2, W < 5, not e1(Y).
0.4::p11(2) :- (e1(3), p10(Z), p00(Z)) ; (p11(Y), e2).
p11(X) :- (p11(X), e1(1), p00(X)) ; (p10(Z), p11(Z), between(1,3,X)).
p20(X) :- p20(X), p11(X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p21(X,Y) :- X == 2, e1(Y), p20(Y), between(1,3,X), X @< 2.
p21(Y,1) :- e0, p00(X), between(1,3,Y).
0.75::p30(X) :- p00(2), p21(X,X), p20(X), T =.. [g, X], T \== g(0).
query(p30(Y)).
query(e1(X)).
query(p10(X)) :- between(1,2,X).
