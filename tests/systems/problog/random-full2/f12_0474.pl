0.2::e0(2,2); 0.2::e0(1,1).
0.75::e1(3,3).
0.8::e1(1,1).
0.1::e1(1,2).
0.9::e1(3,2).
0.8::e2.
e3(2).
0.8::e3(1).
0.5::e3(3).
p00 :- e0(2,X), e1(Y,X).
p10(2) :- p00.
0.6::p10(Y) :- e1(Y,X), call(e1, X, Y).
P::p10(Y) <- (e0(X,X), between(1,3,Y)), P is Y / 4.
p11 <- e0(X,Y), e0(1,X), Y == X, W is Y + 1, W < 5.
P::p20(X,X) :- (e0(3,Y), p21(Y), between(1,3,X), call(e3, 2)), P is X / 4.
p20(X,Y) :- (p20(X,Z), between(1,3,Y), Y @=< f(1)) ; (p00, between(1,3,X), between(1,3,Y), Y =:= 1, call(e0, X, X)).
p21(X) :- p00, between(1,3,X), T =.. [g, X], T \== g(0).
0.9::p30(Y) :- p10(X), e3(Y), p30(X), Y @< f(1), W is Y + 1, W < 5.
p30(X) <- p11, e0(Z,Z), e0(3,2), between(1,3,X), Z @< 3, \+ e3(2).
p31 :- e0(Z,Z), call(p21, Z).
query(p21(3)).
