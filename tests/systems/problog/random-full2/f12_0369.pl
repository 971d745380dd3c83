e0(1,1).
0.8::e0(1,2).
0.2::e0(2,2); 0.1::e0(3,3).
e1(2).
p00(Y) :- e0(Y,X), e0(Y,1), e1(Y), compare(O, Y, 3), Y == X.
P::p00(Y) :- (e0(Z,X), e1(Z), between(1,3,Y), X @=< f(1), call(e0, 2, Y)), P is Y / 4.
P::p10(X) <- ((e0(X,X), p10(X), p11, W is X + 3, W < 5, \+ p00(X)) ; (e1(Z), between(1,3,X), \+ e0(Z,X))), P is X / 4.
0.25::p10(Y) :- Y \== 2, e0(X,Y), p11, e1(Z), X @< 3.
0.25::p11 :- p00(3), e1(Y), p10(Y).
query(e1(1)).
query(e1(X)) :- between(1,2,X).
