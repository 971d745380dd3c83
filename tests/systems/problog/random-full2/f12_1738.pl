:- use_module(library(lists)).
e0.
e1(3).
0.2::e1(2); 0.1::e1(3).
0.7::e2(1,2).
0.3::e2(2,3).
0.1::e2(3,1).
P::p00(Y,X) <- (e1(3), e1(2), between(1,3,X), between(1,3,Y), not e2(Y,3), T =.. [g, Y], T \== g(0)), P is X / 4.
P::p00(2,X) :- (e0, e2(X,X), e1(Y), W is Y + 3, W < 5, \+ e2(2,X)), P is X / 4.
P::p00(1,Y) <- (X == 1, e2(3,X), e0, between(1,3,Y)), P is Y / 4.
p10(Y,X) :- (e0, e2(Z,Y), between(1,3,X), W is Z + 1, W < 5) ; (Y \== 2, e1(3), between(1,3,X), between(1,3,Y)).
0.4::p10(X,X) :- e2(3,Y), p00(Z,Y), between(1,3,X), X \= Y, \+ e2(X,1).
P::p11(2,Y) :- (p10(2,Y), call(p00, Y, 2)), P is Y / 4.
0.6::p11(Y,X) :- p10(3,X), between(1,3,Y).
p20(X) :- p11(Y,X), e0, compare(O, Y, 2).
0.4::p20(Y) :- p10(Y,X), Y \== Y, Y >= 2.
p30 :- e1(X), e0.
p30 :- p30, p20(1), p11(Z,Z), findall(V, e2(Z,V), L), L \= [], findall(V, e2(Z,V), L), L = [].
p30 <- p30, call(p20, 2).
query(p20(1)).
query(\+ p00(2,3)).
evidence(e1(1), false).
