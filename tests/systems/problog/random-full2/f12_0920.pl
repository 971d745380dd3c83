:- use_module(library(lists)).
0.3::e0.
0.3::e1(3,1).
0.8::e1(2,3).
0.2::e1(1,1); 0.3::e1(2,2); 0.3::e1(3,3).
p00(X) :- p00(Z), p00(1), e1(3,Z), between(1,3,X).
p00(X) :- e0, p00(Z), p00(Z), between(1,3,X), W is Z + 2, W < 5, \+ e1(Z,Z).
p00(Y) <- e1(1,Y), not e1(Y,Y), \+ e0.
p10(Y,Y) :- e1(Z,X), p11(Y,Z).
p10(X,Y) :- e1(3,3), e0, p11(Y,Z), between(1,3,X).
P::p11(Y,Y) :- ((Z \== 1, e0, p00(Y), p10(3,Z)) ; (e0, p00(Z), p11(X,Z), between(1,3,Y))), P is Y / 4.
p11(X,Y) :- p10(X,3), e0, p10(Z,X), between(1,3,Y), call(e1, X, Y).
0.75::p11(2,1) :- e1(1,X), p11(X,Y).
P::p20(X) :- (p20(Z), p00(X), p20(X), Z < 3), P is X / 4.
0.6::p20(X) :- p00(1), between(1,3,X), X =\= 1, call(p11, 3, X).
p30(3) :- p10(X,Y), e1(Z,2), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p30(X) :- e1(Z,X), W is X + 1, W < 5, \+ e0.
p30(X) <- (e1(X,3), p30(Y), p30(X)) ; (p30(Z), e1(Z,Z), between(1,3,X), call(p20, 3), X >= 2).
query(p11(2,X)).
query(p11(Y,Y)).
query(p10(X,2)).
query(p11(X,X)) :- between(1,2,X).
query(\+ p00(3)).
