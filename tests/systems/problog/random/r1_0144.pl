e0(3).
0.3::e0(1).
e1(2,3).
0.4::e1(1,2).
0.7::e3.
p00 :- (e3, e3) ; (e3).
0.75::p00 :- e0(Z).
p00 :- e3, p00, e3.
p10 :- e3, p00, p10.
p10 :- X \== 1, p11(X,Y), p00, e2(Z), Y == X.
p10 :- e1(Y,Y), e0(Z), \+ e2(Y).
p11(Y,Y) :- p10, e2(X), p11(X,X), between(1,3,Y), W is Y + 1, W < 5.
p20(Y) :- p11(X,1), e0(X), e3, between(1,3,Y).
p20(X) :- p11(Z,Y), p00, e3, between(1,3,X).
p20(Y) :- Y \== 2, p11(1,X), between(1,3,Y).
query(e2(2)).
