0.6::e0.
e1(2,1).
e1(2,3).
p00 :- e0, e1(3,Y), Y == Y, Y = Y.
p00 :- e1(3,3), e0.
p00 :- e0, e0, \+ e0.
0.4::p10(3) :- p10(Y).
p10(Y) :- p11(Y), p00, p10(2).
0.4::p10(X) :- e1(2,1), between(1,3,X).
p11(Y) :- Y == 1, p00, e1(Y,1), p11(Y).
p11(3) :- (e0, e0, e1(Y,X)) ; (X \== 2, p11(X), e0, e0, \+ e0).
query(e0).
query(p00).
query(p10(2)).
query(p11(X)) :- between(1,2,X).
evidence(p00, true).
