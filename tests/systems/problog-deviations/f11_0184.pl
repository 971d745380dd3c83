0.25::e0(1).
0.6::e0(2).
0.2::e1(3).
e1(1).
e2.
e3(2,3).
e3(3,3).
e3(2,2).
p00(X) :- p00(Y), between(1,3,X), not e1(Y).
P::p10(X) :- ((e1(1), between(1,3,X)) ; (e0(3), e3(X,3), e2, W is X + 3, W < 5)), P is X / 4.
p11(X) :- p11(Z), e2, e2, between(1,3,X), W is Z + 1, W < 5, Z =:= 1.
p11(Y) :- e1(2), p11(2), e2, between(1,3,Y).
p11(Y) :- X \== 3, e1(X), e2, between(1,3,Y), Y =:= 1.
p20 :- p00(Y).
p21(X) <- p11(X), call(p11, X), X \== 2.
p21(X) :- p00(X).
p30(X,X) :- p30(3,Y), p00(Y), e0(X), T =.. [g, Y], T \== g(0).
p30(3,X) :- p21(X), not e0(X).
p30(X,Y) :- p20, p10(2), p30(Y,Z), between(1,3,X), \+ e2.
query(p30(X,X)).
query(p11(X)) :- between(1,2,X).
query(\+ e2).
